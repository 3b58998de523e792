import { useId, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { RefreshIcon, TrashIcon } from '#client/components/ui/icons.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { dateFormat } from '#client/lib/intl.ts';

/** "Nov 21, 2026, 9:41 AM" in the reader's time zone and the page's language. */
function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * One thing in the trash (a place, a trip): its name, what it was, when it was deleted, then
 * Restore and Delete forever.
 */
export function TrashEntry({
  title,
  deletedAt,
  restoring,
  onRestore,
  onDeleteForever,
  children,
  level = 2,
}: {
  title: string;
  /** The heading's level: 3 inside a titled section of the trash. */
  level?: 2 | 3;
  deletedAt: string;
  restoring: boolean;
  onRestore: () => void;
  onDeleteForever: () => void;
  /** Lines about what it was, under its name. */
  children?: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <Heading id={headingId} className="truncate text-base font-bold text-slate-900">
          {title}
        </Heading>
        {children}
        <p className="mt-0.5 text-sm text-slate-600">
          {i18n._('Deleted')} <time dateTime={deletedAt}>{formatWhen(deletedAt)}</time>
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={onRestore} disabled={restoring}>
          <RefreshIcon size={14} />
          {restoring ? i18n._('Restoring…') : i18n._('Restore')}
        </Button>
        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onDeleteForever}>
          <TrashIcon size={14} />
          {i18n._('Delete forever')}
        </Button>
      </div>
    </article>
  );
}
