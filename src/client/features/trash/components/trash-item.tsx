import { typeEmoji } from '#shared/location-types.ts';
import { TrashEntry } from '#client/components/trash-entry.tsx';
import { typeName } from '#client/components/type-label.ts';
import { i18n } from '#client/lib/i18n.ts';
import type { TrashedPlace } from '../api/get-trash';

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
  const where = [place.state, place.country].filter(Boolean).join(', ');
  return (
    <TrashEntry
      title={place.name}
      deletedAt={place.deletedAt}
      restoring={restoring}
      onRestore={onRestore}
      onDeleteForever={onDeleteForever}
    >
      <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-700">
        <span aria-hidden="true">{typeEmoji(place.type)}</span>
        <span className="shrink-0">{typeName(place.type)}</span>
        {where && <span className="truncate text-slate-500 before:me-1.5 before:content-['·']">{where}</span>}
      </p>
      {place.importBatch && (
        <p className="mt-0.5 truncate text-sm text-slate-600">
          {place.importBatch.fileName
            ? i18n._('From the import {name}', { name: place.importBatch.fileName })
            : i18n._('From the import without a file name')}
        </p>
      )}
    </TrashEntry>
  );
}
