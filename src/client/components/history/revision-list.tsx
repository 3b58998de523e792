import { LoadAlert } from '#client/components/ui/load-error.tsx';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { i18n, intlLocale } from '#client/lib/i18n.ts';
import { timeAgo } from './revision-words';

/** How long ago, in the page's language ("2 minutes ago", "hace 2 minutos"). */
export const shownAgo = (iso: string) =>
  timeAgo(iso, Date.now(), { locale: intlLocale, justNow: i18n._('just now') });

/** One field a change made (or a restore would make): its label and both values in words. */
export interface ShownChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

/** Field by field, the value before and after: a revision's changes, or what a restore would do. */
export function ChangeList({
  changes,
  joiner = i18n._('changed to'),
  narrow = false,
}: {
  changes: readonly ShownChange[];
  /** What a screen reader says between the two values. */
  joiner?: string;
  /** A narrower label column (in a dialog). */
  narrow?: boolean;
}) {
  return (
    <dl className="mt-2 space-y-1 text-sm">
      {changes.map(({ field, label, from, to }) => (
        <div
          key={field}
          className={`grid gap-2 ${narrow ? 'grid-cols-[6.5rem_1fr]' : 'grid-cols-[7rem_1fr]'}`}
        >
          <dt className="text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words whitespace-pre-line text-slate-800">
            <del className="text-slate-500">{from}</del>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> {joiner} </span>
            <ins className="no-underline">{to}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One entry of a history: what was done, when, the fields it changed, and Restore this version. */
export function RevisionItem({
  summary,
  createdAt,
  changes,
  onRestore,
  restoring,
}: {
  summary: string;
  createdAt: string;
  changes: readonly ShownChange[];
  onRestore?: (() => void) | undefined;
  restoring: boolean;
}) {
  return (
    <li aria-label={summary} className="rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-900">
          <span className="font-semibold">{summary}</span>{' '}
          <time dateTime={createdAt} title={new Date(createdAt).toLocaleString(intlLocale)}>
            · {shownAgo(createdAt)}
          </time>
        </p>
        {onRestore && (
          <Button size="sm" variant="secondary" onClick={onRestore} disabled={restoring}>
            {i18n._('Restore this version')}
          </Button>
        )}
      </div>
      {changes.length > 0 && <ChangeList changes={changes} />}
    </li>
  );
}

/** A history as it loads: waiting, failed, empty, or its entries newest first. */
export function RevisionList({
  history,
  children,
}: {
  history: { isPending: boolean; error: unknown; data: readonly unknown[] | undefined };
  children: ReactNode;
}) {
  if (history.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {i18n._('Loading the history…')}
      </p>
    );
  if (history.error) return <LoadAlert what={i18n._('Could not load the history')} error={history.error} />;
  if (!history.data || history.data.length === 0)
    return <p className="text-sm text-slate-600">{i18n._('No changes recorded yet.')}</p>;
  return (
    <ol aria-label={i18n._('Changes, newest first')} className="space-y-2">
      {children}
    </ol>
  );
}
