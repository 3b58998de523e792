import type { Page, PageContent } from '#shared/pages/page-schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { dateFormat } from '#client/lib/intl.ts';

const when = (iso: string) => dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function Version({ heading, content }: { heading: string; content: PageContent }) {
  return (
    <div className="min-w-0 flex-1 rounded-xl border border-slate-200 bg-white p-3">
      <h4 className="text-sm font-bold text-slate-900">{heading}</h4>
      <p className="mt-1 text-sm font-semibold break-words text-slate-800">{content.title}</p>
      <pre className="mt-2 max-h-48 overflow-auto text-xs break-words whitespace-pre-wrap text-slate-700">
        {content.body}
      </pre>
    </div>
  );
}

/**
 * The page was saved elsewhere since this editor opened: nothing was overwritten. Both versions side
 * by side; the owner saves theirs over it, or takes the saved one into the editor.
 */
export function PageConflictView({
  mine,
  theirs,
  onKeepMine,
  onTakeTheirs,
}: {
  mine: PageContent;
  theirs: Page;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  return (
    <section
      role="alert"
      aria-labelledby="page-conflict-heading"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id="page-conflict-heading" className="font-bold text-amber-950">
        {i18n._('This page was changed elsewhere')}
      </h3>
      <p className="mt-1 text-sm text-amber-950">
        {theirs.updatedAt
          ? i18n._(
              'Someone saved it (in another tab or device) on {when} since you opened it. Nothing was overwritten: choose which version to keep.',
              { when: when(theirs.updatedAt) },
            )
          : i18n._(
              'Someone saved it (in another tab or device) since you opened it. Nothing was overwritten: choose which version to keep.',
            )}
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <Version heading={i18n._('Your version')} content={mine} />
        <Version heading={i18n._('The saved version')} content={theirs} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onKeepMine}>
          {i18n._('Save mine over it')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onTakeTheirs}>
          {i18n._('Edit the saved version')}
        </Button>
      </div>
    </section>
  );
}
