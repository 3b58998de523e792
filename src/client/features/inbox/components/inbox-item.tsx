import { useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { TrashIcon } from '#client/components/ui/icons.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { formatWhen } from './format-when';

export interface InboxItemProps {
  id: string;
  read: boolean;
  createdAt: string;
  title: ReactNode;
  /** "message", "suggestion" or "subscriber". */
  noun: string;
  /** What the item is, for button names and the delete question ("message from Ana"). */
  describe: string;
  /** Shown under the title: who sent it, its type. */
  meta?: ReactNode;
  children?: ReactNode;
  /** Extra actions before mark-read and delete (Reply, Add to map). */
  actions?: ReactNode;
  onToggleRead: (read: boolean) => void;
  onDelete: () => void;
}

/** One item of an inbox list; unread ones carry a "New" badge and a coloured edge, not colour alone. */
export function InboxItem({
  id,
  read,
  createdAt,
  title,
  noun,
  describe,
  meta,
  children,
  actions,
  onToggleRead,
  onDelete,
}: InboxItemProps) {
  const [confirming, setConfirming] = useState(false);
  const headingId = `inbox-item-${id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={cn(
          'rounded-2xl border bg-white p-4 shadow-sm sm:p-5',
          read ? 'border-slate-200' : 'border-teal-300 border-l-4 border-l-teal-700 bg-teal-50/40',
        )}
      >
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h2
            id={headingId}
            className={cn('min-w-0 text-base break-words text-slate-900', read ? 'font-medium' : 'font-bold')}
          >
            {!read && (
              <span className="mr-2 inline-block rounded-full bg-teal-700 px-2 py-0.5 align-middle text-xs font-bold text-white">
                New
              </span>
            )}
            {title}
          </h2>
          <time dateTime={createdAt} className="shrink-0 text-sm text-slate-600">
            {formatWhen(createdAt)}
          </time>
        </div>
        {meta && <div className="mt-1 text-sm text-slate-700">{meta}</div>}
        {children && <div className="mt-3 text-slate-800">{children}</div>}
        <div className="mt-4 flex flex-wrap gap-2">
          {actions}
          <Button variant="secondary" size="sm" onClick={() => onToggleRead(!read)}>
            {read ? 'Mark as unread' : 'Mark as read'}
            <span className="sr-only">: {describe}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-800 hover:bg-red-50"
            onClick={() => setConfirming(true)}
          >
            <TrashIcon size={16} />
            Delete
            <span className="sr-only"> {describe}</span>
          </Button>
        </div>
      </article>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete this ${noun}?`}
        onConfirm={onDelete}
      >
        <p>The {describe} will be removed from your inbox.</p>
      </ConfirmDeleteDialog>
    </li>
  );
}
