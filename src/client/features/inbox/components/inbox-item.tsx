import { useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { TrashIcon } from '#client/components/ui/icons.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { formatWhen } from './format-when';

export interface InboxItemProps {
  id: string;
  read: boolean;
  createdAt: string;
  title: ReactNode;
  kind: InboxItemKind;
  /** Who or what it names, for button names and the delete question (a sender, a place, an email). */
  who: string;
  /** Shown under the title: who sent it, its type. */
  meta?: ReactNode;
  children?: ReactNode;
  /** Extra actions before mark-read and delete (Reply, Add to map). */
  actions?: ReactNode;
  onToggleRead: (read: boolean) => void;
  onDelete: () => void;
}

export type InboxItemKind = 'message' | 'suggestion' | 'subscriber';

/** An item's words: what it is ("message from Ana"), the delete question and what deleting does. */
function wordsOf(kind: InboxItemKind, who: string) {
  switch (kind) {
    case 'message':
      return {
        describe: i18n._('message from {name}', { name: who }),
        question: i18n._('Delete this message?'),
        removed: i18n._('The message from {name} will be removed from your inbox.', { name: who }),
      };
    case 'suggestion':
      return {
        describe: i18n._('suggestion {name}', { name: who }),
        question: i18n._('Delete this suggestion?'),
        removed: i18n._('The suggestion {name} will be removed from your inbox.', { name: who }),
      };
    case 'subscriber':
      return {
        describe: i18n._('subscriber {name}', { name: who }),
        question: i18n._('Delete this subscriber?'),
        removed: i18n._('The subscriber {name} will be removed from your inbox.', { name: who }),
      };
  }
}

/** One item of an inbox list; unread ones carry a "New" badge and a coloured edge, not colour alone. */
export function InboxItem({
  id,
  read,
  createdAt,
  title,
  kind,
  who,
  meta,
  children,
  actions,
  onToggleRead,
  onDelete,
}: InboxItemProps) {
  const [confirming, setConfirming] = useState(false);
  const headingId = `inbox-item-${id}`;
  const { describe, question, removed } = wordsOf(kind, who);
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={cn(
          'rounded-2xl border bg-white p-4 shadow-sm sm:p-5',
          read ? 'border-slate-200' : 'border-teal-300 border-s-4 border-s-teal-700 bg-teal-50/40',
        )}
      >
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h2
            id={headingId}
            className={cn('min-w-0 text-base break-words text-slate-900', read ? 'font-medium' : 'font-bold')}
          >
            {!read && (
              <span className="me-2 inline-block rounded-full bg-teal-700 px-2 py-0.5 align-middle text-xs font-bold text-white">
                {i18n._('New')}
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
            {read ? i18n._('Mark as unread') : i18n._('Mark as read')}
            <span className="sr-only">: {describe}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-800 hover:bg-red-50"
            onClick={() => setConfirming(true)}
          >
            <TrashIcon size={16} />
            {i18n._('Delete')}
            <span className="sr-only"> {describe}</span>
          </Button>
        </div>
      </article>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={question}
        onConfirm={onDelete}
      >
        <p>{removed}</p>
      </ConfirmDeleteDialog>
    </li>
  );
}
