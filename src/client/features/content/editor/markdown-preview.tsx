import { Markdown } from '../components/markdown';
import { introOf, MarkdownSections } from '../components/markdown-sections';
import { i18n } from '#client/lib/i18n.ts';

/** The body as the page will show it: the same renderer and the same cards. */
export function MarkdownPreview({
  body,
  name = 'page',
  label = i18n._('Preview'),
}: {
  body: string;
  /** Keeps ids apart where a page has a second Markdown field (About's closing cards). */
  name?: string;
  label?: string;
}) {
  const intro = introOf(body);
  return (
    <section aria-labelledby={`${name}-preview-heading`} className="rounded-2xl bg-slate-50 p-4">
      <h3
        id={`${name}-preview-heading`}
        className="mb-3 text-sm font-bold tracking-wide text-slate-700 uppercase"
      >
        {label}
      </h3>
      <div className="space-y-4">
        {intro && (
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Markdown source={intro} />
          </div>
        )}
        <MarkdownSections body={body} idPrefix={`${name}-preview-`} />
      </div>
    </section>
  );
}
