import { memo, useId, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { placePath } from '#shared/place-url.ts';
import { typeEmoji } from '#shared/location-types.ts';
import type { MapPlace } from '#shared/map-data.ts';
import { Button } from '#client/components/ui/button.tsx';
import { PencilIcon, TrashIcon } from '#client/components/ui/icons.tsx';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { useLocation } from '../api/get-location';
import { useLocationTypes } from '../api/get-location-types';
import { Photo, PhotoFallback } from '#client/features/photos/public.ts';
import { DeletePlaceButton } from './delete-place-button';
import { TagChips } from './tag-chips';
import { PrivateBadge } from './private-badge';
import { WatchOverlay } from './watch-overlay';
import { countryLabel } from '#client/components/country-label.ts';
import { i18n } from '#client/lib/i18n.ts';
import { typeName } from '#client/components/type-label.ts';

/**
 * How wide a card is drawn: the list's columns (list-view.tsx columnsFor) beside the sidebar. A
 * 390 px phone asks for the 640 px file at most (the 1280 one on a 3× screen), never the 2048 one.
 */
const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw';

interface LocationCardProps {
  place: MapPlace;
  onView: (id: number) => void;
  onEdit?: (id: number) => void;
  /** The owner's Delete, after the spec's question: to the trash, with Undo in the toast. */
  onDelete?: (id: number) => void;
  /** The owner's list: whether the place is ticked, and ticking it (with Shift, a range). */
  selected?: boolean;
  onSelect?: (id: number, range: boolean) => void;
}

/**
 * One place in the list. Name, status, type and country come with the summary; the photo,
 * address and notes load with the place's details (batched with the other cards on screen).
 */
export const LocationCard = memo(function LocationCard({
  place,
  onView,
  onEdit,
  onDelete,
  selected,
  onSelect,
}: LocationCardProps) {
  const { data: details, isPending } = useLocation(place.id);
  const types = useLocationTypes();
  const headingId = useId();
  const [revealed, setRevealed] = useState(false);

  const name = details?.name ?? place.name;
  const type = details?.type ?? place.type;
  const where = [place.state, place.country && countryLabel(place.country)].filter(Boolean).join(', ');
  const photo = details?.photos[0];
  const video = details?.youtubeUrls[0];
  const hideUnlessInside = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setRevealed(false);
  };

  return (
    <article
      aria-labelledby={headingId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-teal-700"
      onPointerEnter={() => setRevealed(true)}
      onPointerLeave={() => setRevealed(false)}
      onFocus={() => setRevealed(true)}
      onBlur={hideUnlessInside}
    >
      <div className="relative h-44 shrink-0 overflow-hidden bg-slate-100">
        {isPending ? (
          <div className="h-full animate-pulse bg-slate-200" />
        ) : photo ? (
          <Photo
            url={photo}
            info={details?.photoInfo?.[photo]}
            alt=""
            type={type}
            sizes={CARD_SIZES}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <PhotoFallback type={type} className="h-full" />
        )}
        {onSelect && (
          // Above the "Click to Watch" layer, which covers the whole photo.
          <input
            type="checkbox"
            aria-label={i18n._('Select {name}', { name })}
            checked={selected ?? false}
            // A click (or Space) on a checkbox is a click event: it says whether Shift was held.
            onChange={(event) => onSelect(place.id, (event.nativeEvent as MouseEvent).shiftKey)}
            className="absolute top-3 start-3 z-10 size-5 cursor-pointer accent-teal-700"
          />
        )}
        {place.hasVideo && (
          <span className="theme-light absolute top-3 end-3 inline-flex items-center gap-1.5 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white">
            <span className="size-2 rounded-full bg-red-500" aria-hidden="true" />
            {i18n._('Video')}
          </span>
        )}
        {video && <WatchOverlay placeId={place.id} url={video} name={name} revealed={revealed} />}
      </div>

      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={headingId} className="line-clamp-2 text-base leading-snug font-bold text-slate-900">
            {/* The place's own page; View Details opens it over the list instead. */}
            <Link
              to={placePath({ id: place.id, name })}
              className="rounded hover:text-teal-800 hover:underline focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:outline-none"
            >
              {name}
            </Link>
          </h3>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <StatusBadge status={details?.status ?? place.status} />
            {(details?.isPrivate ?? place.isPrivate) && <PrivateBadge />}
          </div>
        </div>
        {isPending ? (
          <span className="my-1 block h-3.5 w-2/3 animate-pulse rounded bg-slate-200" />
        ) : (
          <p className="min-h-5 truncate text-sm text-slate-600">{details?.address}</p>
        )}
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-700">
          <span aria-hidden="true">{typeEmoji(type)}</span>
          <span className="shrink-0">{typeName(type, types)}</span>
          {where && (
            <span className="truncate text-slate-500 before:me-1.5 before:content-['·']">{where}</span>
          )}
        </p>
        <TagChips tags={details?.tags ?? place.tags} />
        {isPending ? (
          <span className="mt-1 block h-9 animate-pulse rounded bg-slate-100" />
        ) : (
          <p className="line-clamp-2 min-h-10 text-sm text-slate-600">{details?.notes}</p>
        )}
        {/* On a narrow card Edit and Delete keep only their icons (and their names for screen readers). */}
        <div className="@container mt-auto pt-3">
          <div className="flex gap-2">
            <Button size="sm" className="flex-1" onClick={() => onView(place.id)}>
              {i18n._('View Details')}
            </Button>
            {onEdit && (
              <Button size="sm" variant="secondary" onClick={() => onEdit(place.id)} title={i18n._('Edit')}>
                <PencilIcon size={14} />
                <span className="@max-2xs:sr-only">{i18n._('Edit')}</span>
              </Button>
            )}
            {onDelete && (
              <DeletePlaceButton
                size="sm"
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                title={i18n._('Delete')}
                onDelete={() => onDelete(place.id)}
              >
                <TrashIcon size={14} />
                <span className="@max-2xs:sr-only">{i18n._('Delete')}</span>
              </DeletePlaceButton>
            )}
          </div>
        </div>
      </div>
    </article>
  );
});
