import { CloseIcon } from '#client/components/ui/icons.tsx';
import type { PlanPhoto } from '../lib/plan';
import { i18n } from '#client/lib/i18n.ts';

/** What a dragged photo carries: its id in the plan. */
export const PHOTO_DRAG_TYPE = 'application/x-fru-photo';

/**
 * A photo before upload, from its own file: drag it onto another group (or pick one in its menu)
 * to move it, or drop it from the plan.
 */
export function PhotoThumb({
  photo,
  url,
  locked,
  moveTargets,
  moveLabel = i18n._('Move to…'),
  onMove,
  onDrop,
}: {
  photo: PlanPhoto;
  /** Its thumbnail; undefined while it is made, null when this browser cannot show the file. */
  url: string | null | undefined;
  locked: boolean;
  moveTargets: { id: string; name: string }[];
  moveLabel?: string;
  onMove: (groupId: string) => void;
  onDrop: () => void;
}) {
  const name = photo.path.split('/').pop() ?? photo.path;
  return (
    <figure className="w-28 text-xs text-slate-700">
      <div className="relative">
        {url ? (
          <img
            src={url}
            alt={name}
            title={photo.path}
            loading="lazy"
            decoding="async"
            draggable={!locked}
            onDragStart={(event) => {
              event.dataTransfer.setData(PHOTO_DRAG_TYPE, photo.id);
              event.dataTransfer.effectAllowed = 'move';
            }}
            className="h-20 w-28 rounded-lg bg-slate-100 object-cover"
          />
        ) : (
          <div
            role="img"
            aria-label={name}
            className="grid h-20 w-28 place-items-center rounded-lg bg-slate-100 px-1 text-center text-slate-600"
          >
            {url === null ? i18n._('No preview') : ''}
          </div>
        )}
        {!locked && (
          <button
            type="button"
            aria-label={i18n._('Drop {name}', { name })}
            title={i18n._('Drop this photo')}
            onClick={onDrop}
            className="absolute top-1 end-1 grid h-6 w-6 place-items-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white"
          >
            <CloseIcon size={14} />
          </button>
        )}
      </div>
      <figcaption className="mt-1 truncate" title={photo.path}>
        {name}
        {photo.takenAt && <span className="block text-slate-500">{photo.takenAt.slice(0, 10)}</span>}
      </figcaption>
      {!locked && moveTargets.length > 0 && (
        <select
          aria-label={i18n._('Move {name} to', { name })}
          className="mt-1 h-7 w-full rounded-md border border-slate-300 bg-white px-1 text-xs"
          value=""
          onChange={(event) => event.target.value && onMove(event.target.value)}
        >
          <option value="">{moveLabel}</option>
          {moveTargets.map((target) => (
            <option key={target.id} value={target.id}>
              {target.name}
            </option>
          ))}
        </select>
      )}
    </figure>
  );
}
