import { useEffect, useId, useLayoutEffect } from 'react';
import { Link } from 'react-router';
import { placePath } from '#shared/place-url.ts';
import type { MapPlace } from '#shared/map-data.ts';
import { typeEmoji } from '#shared/location-types.ts';
import { extractVideoId, watchUrl } from '#shared/video.ts';
import { track } from '#client/lib/beacon.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TrashIcon } from '#client/components/ui/icons.tsx';
import { Carousel } from '#client/components/ui/carousel.tsx';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { TagChips } from './tag-chips';
import { PlayBadge, VideoThumbnail } from '#client/components/ui/video-thumbnail.tsx';
import { useLocation } from '../api/get-location';
import { usePlaces } from '../api/get-places';
import { useLocationTypes } from '../api/get-location-types';
import { DeletePlaceButton } from './delete-place-button';
import { PrivateBadge } from './private-badge';
import { Photo } from '#client/features/photos/public.ts';
import { countryLabel } from '#client/components/country-label.ts';
import { typeName } from '#client/components/type-label.ts';
import { i18n } from '#client/lib/i18n.ts';
import {
  numberedPhoto,
  numberedVideo,
  photoAlt,
  photoButtons,
  statusLabel,
  videoButtons,
} from './visitor-words';

interface PlacePopupCardProps {
  place: MapPlace;
  onExplore: (id: number) => void;
  /** The owner's Delete, after the spec's question: to the trash, with Undo in the toast. */
  onDelete?: (id: number) => void;
  /** Called after the card's size may have changed, so the popup can re-measure and re-pan. */
  onLayout: () => void;
}

const MEDIA = 'h-28 w-full sm:h-40';
/** The popup is at most 380 px wide (map-constants.ts POPUP_MAX_WIDTH), less on a narrow screen. */
const POPUP_SIZES = '(min-width: 420px) 380px, 90vw';

/** The popup's card: what the summary knows at once, the details (photos, videos, notes) once loaded. */
export function PlacePopupCard({ place, onExplore, onDelete, onLayout }: PlacePopupCardProps) {
  const { data: details, isPending, isError } = useLocation(place.id);
  // A visitor's names come apart: the popup's label (and the next popup's) needs them.
  usePlaces({ names: true });
  const types = useLocationTypes();
  const headingId = useId();

  useLayoutEffect(() => onLayout(), [details, isError, onLayout]);
  useEffect(() => track('place_opened', place.id), [place.id]);

  const name = details?.name ?? (place.name || i18n._('Loading place…'));
  const status = details?.status ?? place.status;
  const type = details?.type ?? place.type;
  const country = details?.country ?? place.country;
  const where = [details?.state ?? place.state, country && countryLabel(country)].filter(Boolean).join(', ');
  const photos = details?.photos ?? [];
  const videos = (details?.youtubeUrls ?? []).map((url) => ({ url, id: extractVideoId(url) }));

  return (
    <article aria-labelledby={headingId} className="w-full">
      {isPending && <div className={`${MEDIA} animate-pulse bg-slate-200`} />}
      {photos.length > 0 && (
        <Carousel
          items={photos}
          label={i18n._('Photos of {name}', { name })}
          buttons={photoButtons()}
          className="bg-slate-100"
        >
          {(src, index) => (
            <Photo
              key={src}
              url={src}
              info={details?.photoInfo?.[src]}
              alt={photoAlt(name, details?.photoText?.[src], numberedPhoto(name, index, photos.length))}
              type={type}
              sizes={POPUP_SIZES}
              className={`${MEDIA} object-cover`}
            />
          )}
        </Carousel>
      )}

      <div className="flex flex-col gap-2.5 p-3.5 sm:gap-3 sm:p-4">
        <header className="flex items-start justify-between gap-3 pe-8">
          <div className="flex min-w-0 flex-col gap-0.5">
            <h2 id={headingId} className="text-base leading-snug font-bold text-slate-900">
              {/* The place's own page: a link to open, copy or bookmark. */}
              <Link
                to={placePath({ id: place.id, name })}
                className="rounded underline decoration-slate-300 underline-offset-2 hover:text-teal-800 hover:decoration-teal-700 focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:outline-none"
              >
                {name}
              </Link>
            </h2>
            {isPending ? (
              <span className="mt-1.5 block h-3.5 w-48 animate-pulse rounded bg-slate-200" />
            ) : (
              details?.address && <p className="text-sm text-slate-600">{details.address}</p>
            )}
          </div>
        </header>

        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-slate-700">
          <StatusBadge status={status} label={statusLabel(status)} />
          {(details?.isPrivate ?? place.isPrivate) && <PrivateBadge />}
          <span>
            <span aria-hidden="true">{typeEmoji(type)}</span> {typeName(type, types)}
          </span>
          {where && <span className="text-slate-600">{where}</span>}
        </div>
        <TagChips tags={details?.tags ?? place.tags} />

        {videos.length > 0 && (
          <Carousel
            items={videos}
            label={i18n._('Videos of {name}', { name })}
            buttons={videoButtons()}
            className="rounded-xl bg-slate-900"
          >
            {(video, index) => (
              <a
                href={video.id ? watchUrl(video.id) : video.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => track('video_clicked', place.id)}
                className="group/video relative block"
                aria-label={i18n._('{title} (opens in a new tab)', {
                  title: numberedVideo(name, index, videos.length),
                })}
              >
                {video.id ? (
                  <VideoThumbnail videoId={video.id} alt="" className="h-24 w-full sm:h-36" />
                ) : (
                  <span className="theme-light block h-32 w-full bg-slate-800 sm:h-36" />
                )}
                <span className="theme-light absolute inset-0 flex items-center justify-center bg-slate-950/20 transition group-hover/video:bg-slate-950/35">
                  <PlayBadge />
                </span>
              </a>
            )}
          </Carousel>
        )}

        {isPending ? (
          <div className="space-y-1.5" aria-hidden="true">
            <span className="block h-3 w-full animate-pulse rounded bg-slate-200" />
            <span className="block h-3 w-3/4 animate-pulse rounded bg-slate-200" />
          </div>
        ) : isError ? (
          <p className="text-sm text-red-700">{i18n._('The details of this place could not be loaded.')}</p>
        ) : (
          details?.notes && <p className="line-clamp-3 text-sm text-slate-700">{details.notes}</p>
        )}

        <div className="flex gap-2">
          {onDelete && (
            <DeletePlaceButton
              variant="secondary"
              aria-label={i18n._('Delete {name}', { name })}
              onDelete={() => onDelete(place.id)}
            >
              <TrashIcon size={16} />
              <span className="sr-only sm:not-sr-only">{i18n._('Delete')}</span>
            </DeletePlaceButton>
          )}
          <Button className="flex-1" onClick={() => onExplore(place.id)}>
            {i18n._('Explore Details')}
          </Button>
        </div>
      </div>
    </article>
  );
}
