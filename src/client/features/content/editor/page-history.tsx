import type { PageContent, PageSlug } from '#shared/pages/page-schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { usePageHistory } from '../api/get-page-history';
import { i18n } from '#client/lib/i18n.ts';
import { dateFormat } from '#client/lib/intl.ts';

const when = (iso: string) => dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The page's latest saves; Restore puts one into the editor, to be saved like any change. */
export function PageHistory({
  slug,
  onRestore,
}: {
  slug: PageSlug;
  onRestore: (content: PageContent) => void;
}) {
  const history = usePageHistory(slug);
  return (
    <details className="rounded-xl border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">{i18n._('History')}</summary>
      <div className="mt-3 text-sm">
        {history.isPending && <p className="text-slate-600">{i18n._('Loading the history…')}</p>}
        {history.isError && (
          <p className="text-red-700">
            {i18n._('The history could not be loaded: {reason}', { reason: history.error.message })}
          </p>
        )}
        {history.data?.length === 0 && (
          <p className="text-slate-600">{i18n._('No saves yet: the page shows its original words.')}</p>
        )}
        {history.data && history.data.length > 0 && (
          <ol className="space-y-2">
            {history.data.map((revision) => (
              <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-slate-700">
                  {i18n._('Version {number}, saved {when}', {
                    number: revision.version,
                    when: when(revision.createdAt),
                  })}
                </span>
                <span className="flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => onRestore(revision.after)}>
                    {i18n._('Restore version {number}', { number: revision.version })}
                  </Button>
                  {revision.version === 2 && (
                    <Button size="sm" variant="ghost" onClick={() => onRestore(revision.before)}>
                      {i18n._('Restore the original words')}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
