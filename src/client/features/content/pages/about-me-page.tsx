import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { ABOUT_ME_DEFAULT } from '#shared/pages/defaults/about-me.ts';
import { usePage } from '../api/get-page';
import { ContentLayout } from '../components/content-layout';
import { Markdown } from '../components/markdown';
import { introOf, MarkdownSections } from '../components/markdown-sections';
import { PageEditButton } from '../components/page-edit-button';

export function AboutMePage() {
  const site = useSiteConfig();
  const { page, head } = usePage('about-me', ABOUT_ME_DEFAULT);
  return (
    <ContentLayout
      title={page.title}
      subtitle={page.description}
      head={head}
      actions={<PageEditButton slug="about-me" defaults={ABOUT_ME_DEFAULT} />}
    >
      <div className="space-y-8">
        <section
          aria-labelledby="intro-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
            <span
              aria-hidden="true"
              className="grid h-24 w-24 shrink-0 place-items-center rounded-full bg-gradient-to-br from-teal-600 to-emerald-500 text-5xl shadow-inner"
            >
              🧭
            </span>
            <div>
              <h2 id="intro-heading" className="text-2xl font-bold text-slate-900">
                {page.greeting}
              </h2>
              <Markdown source={introOf(page.body)} className="mt-2" />
            </div>
          </div>
          <dl className="mt-8 grid grid-cols-3 gap-3">
            {page.stats.map((stat, i) => (
              <div key={i} className="flex flex-col-reverse rounded-xl bg-teal-50 p-3 text-center sm:p-5">
                <dt className="text-xs font-medium text-teal-900 sm:text-sm">{stat.label}</dt>
                <dd className="text-2xl font-extrabold text-teal-900 sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <MarkdownSections
          body={page.body}
          lastSection={
            <div className="flex flex-wrap gap-3">
              <a
                href={site.channelUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('primary', 'md')}
              >
                {page.videosButton}
                <span className="sr-only"> {i18n._('(opens in a new tab)')}</span>
              </a>
              <Link to="/contact" className={buttonClass('secondary', 'md')}>
                {page.contactButton}
              </Link>
            </div>
          }
        />
      </div>
    </ContentLayout>
  );
}
