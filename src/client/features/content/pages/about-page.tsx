import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { withEmail } from '#shared/pages/email-token.ts';
import { ABOUT_DEFAULT } from '#shared/pages/defaults/about.ts';
import { usePage } from '../api/get-page';
import { ContentLayout } from '../components/content-layout';
import { MarkdownSections } from '../components/markdown-sections';
import { PageEditButton } from '../components/page-edit-button';

export function AboutPage() {
  const site = useSiteConfig();
  const { page, head } = usePage('about', ABOUT_DEFAULT);
  return (
    <ContentLayout
      title={page.title}
      subtitle={page.description}
      head={head}
      actions={<PageEditButton slug="about" defaults={ABOUT_DEFAULT} />}
      backTo="/start-here"
      backLabel={i18n._('Back to Start Here')}
    >
      <div className="space-y-8">
        <MarkdownSections body={page.body} />

        <dl className="theme-light grid grid-cols-2 gap-4 rounded-2xl bg-gradient-to-br from-teal-800 to-emerald-700 p-6 text-center text-white shadow-sm sm:grid-cols-4 sm:p-8">
          {page.figures.map((figure, i) => (
            <div key={i} className="flex flex-col-reverse">
              <dt className="text-sm font-medium text-teal-50">{figure.label}</dt>
              <dd className="text-3xl font-extrabold sm:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>

        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-2xl font-bold text-slate-900">
            {page.featuresHeading}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
            {page.features.map((feature, i) => (
              <li key={i} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="grid h-12 w-12 place-items-center rounded-xl bg-teal-50 text-2xl"
                >
                  {feature.emoji}
                </span>
                <h3 className="mt-3 text-lg font-bold text-slate-900">{feature.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <MarkdownSections
          body={withEmail(page.closing, site.contactEmail)}
          lastSection={
            <div className="flex flex-wrap gap-3">
              <Link to="/contact" className={buttonClass('primary', 'md')}>
                {page.contactButton}
              </Link>
              <Link to="/about-me" className={buttonClass('secondary', 'md')}>
                {page.aboutMeButton}
              </Link>
            </div>
          }
        />
      </div>
    </ContentLayout>
  );
}
