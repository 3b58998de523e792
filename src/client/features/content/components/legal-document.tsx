import { splitSections } from '#shared/pages/markdown.ts';
import { i18n } from '#client/lib/i18n.ts';
import { formatDay } from './content-section';
import { Markdown } from './markdown';

/**
 * A policy: its last-updated date, a table of contents, then each `## ` section of its Markdown body
 * as an h2 with its text (any text before the first heading opens the document).
 */
export function LegalDocument({ updated, body }: { updated?: string; body: string }) {
  const { intro, sections } = splitSections(body);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
      {updated && (
        <p className="text-sm text-slate-600">
          {i18n._('Last updated:')}{' '}
          <time dateTime={updated} className="font-semibold text-slate-800">
            {formatDay(updated)}
          </time>
        </p>
      )}
      {intro && <Markdown source={intro} className="mt-6" />}
      {sections.length > 0 && (
        <nav aria-label={i18n._('On this page')} className="mt-6 rounded-xl bg-slate-50 p-5">
          <p className="text-sm font-bold tracking-wide text-slate-700 uppercase">{i18n._('On this page')}</p>
          <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 ps-5 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id} className="marker:text-slate-500">
                <a
                  href={`#${section.id}`}
                  className="font-medium text-teal-800 underline-offset-2 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="mt-8 space-y-10">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`} className="text-xl font-bold text-slate-900 sm:text-2xl">
              {section.title}
            </h2>
            <Markdown source={section.markdown} className="mt-3 space-y-3" />
          </section>
        ))}
      </div>
    </article>
  );
}
