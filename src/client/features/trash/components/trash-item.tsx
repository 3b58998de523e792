import { useId } from 'react';
import { typeEmoji, typeLabel } from '#shared/location-types.ts';
import { Button } from '#client/components/ui/button.tsx';
import { RefreshIcon, TrashIcon } from '#client/components/ui/icons.tsx';
import type { TrashedPlace } from '../api/get-trash';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 21, 2026, 9:41 AM" in the reader's time zone. */
function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : WHEN.format(date);
}

/** One deleted place: what it was, when it was deleted, Restore and Delete forever. */
export function TrashItem({
  place,
  restoring,
  onRestore,
  onDeleteForever,
}: {
  place: TrashedPlace;
  restoring: boolean;
  onRestore: () => void;
  onDeleteForever: () => void;
}) {
  const headingId = useId();
  const where = [place.state, place.country].filter(Boolean).join(', ');
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="truncate text-base font-bold text-slate-900">
          {place.name}
        </h2>
        <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-700">
          <span aria-hidden="true">{typeEmoji(place.type)}</span>
          <span className="shrink-0">{typeLabel(place.type)}</span>
          {where && (
            <span className="truncate text-slate-500 before:mr-1.5 before:content-['·']">{where}</span>
          )}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          Deleted <time dateTime={place.deletedAt}>{formatWhen(place.deletedAt)}</time>
        </p>
        {place.importBatch && (
          <p className="mt-0.5 truncate text-sm text-slate-600">
            From the import {place.importBatch.fileName || 'without a file name'}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={onRestore} disabled={restoring}>
          <RefreshIcon size={14} />
          {restoring ? 'Restoring…' : 'Restore'}
        </Button>
        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onDeleteForever}>
          <TrashIcon size={14} />
          Delete forever
        </Button>
      </div>
    </article>
  );
}
