import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { START_HERE_DEFAULT } from '#shared/pages/defaults/start-here.ts';
import { usePage } from '../api/get-page';
import { ContentSection } from '../components/content-section';
import { ContentLayout } from '../components/content-layout';
import { MarkdownSections } from '../components/markdown-sections';
import { PageEditButton } from '../components/page-edit-button';

const CARD_LINK = 'mt-4 text-sm font-semibold text-teal-800 underline-offset-2 hover:underline';

export function StartHerePage() {
  const { page, head } = usePage('start-here', START_HERE_DEFAULT);
  return (
    <ContentLayout
      title={page.title}
      subtitle={page.description}
      head={head}
      actions={<PageEditButton slug="start-here" defaults={START_HERE_DEFAULT} />}
    >
      <div className="space-y-8">
        <MarkdownSections body={page.body} />

        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-2xl font-bold text-slate-900">
            {page.featuresHeading}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.features.map((feature, i) => (
              <li
                key={i}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
              >
                <span
                  aria-hidden="true"
                  className="grid h-12 w-12 place-items-center rounded-xl bg-gradient-to-br from-teal-50 to-emerald-100 text-2xl"
                >
                  {feature.emoji}
                </span>
                <h3 className="mt-3 text-lg font-bold text-slate-900">{feature.title}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-700">{feature.text}</p>
                {/^https?:/i.test(feature.to) ? (
                  <a href={feature.to} className={CARD_LINK}>
                    {feature.linkLabel} <span aria-hidden="true">→</span>
                  </a>
                ) : (
                  <Link to={feature.to} className={CARD_LINK}>
                    {feature.linkLabel} <span aria-hidden="true">→</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>

        <ContentSection id="quick-start" title={page.stepsHeading}>
          <ol className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {page.steps.map((step, i) => (
              <li key={i} className="flex gap-4 rounded-xl bg-slate-50 p-4">
                <span
                  aria-hidden="true"
                  className="theme-light grid h-10 w-10 shrink-0 place-items-center rounded-full bg-teal-700 text-lg font-bold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">
                    <span className="sr-only">{i18n._('Step {number}:', { number: i + 1 })} </span>
                    {step.title}
                  </h3>
                  <p className="mt-1 text-sm text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-3 pt-2">
            <Link to="/" className={buttonClass('primary', 'md')}>
              {page.exploreButton}
            </Link>
            <Link to="/faqs" className={buttonClass('secondary', 'md')}>
              {page.faqsButton}
            </Link>
          </div>
        </ContentSection>
      </div>
    </ContentLayout>
  );
}
