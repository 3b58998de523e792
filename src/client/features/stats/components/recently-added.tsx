import { useState } from 'react';
import type { VisitorLocation as Location } from '../../../../shared/location';
import { typeEmoji, typeLabel } from '../../../../shared/location-types';
import { extractVideoId, thumbnailUrl } from '../../../../shared/video';
import { EmptyNote, SectionCard } from './section-card';

const addedDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The first photo, else the first video's thumbnail; none when there is neither. */
function thumbnailOf(place: Location): string | null {
  const photo = place.photos[0];
  if (photo) return photo;
  const videoId = place.youtubeUrls.map(extractVideoId).find((id) => id !== null);
  return videoId ? thumbnailUrl(videoId, 'mqdefault') : null;
}

function Thumbnail({ place }: { place: Location }) {
  const [failed, setFailed] = useState(false);
  const src = thumbnailOf(place);
  if (!src || failed) {
    return (
      <span
        aria-hidden="true"
        className="grid h-14 w-14 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-teal-50 to-emerald-100 text-2xl"
      >
        {typeEmoji(place.type)}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="h-14 w-14 shrink-0 rounded-xl bg-slate-100 object-cover"
    />
  );
}

/** The five newest visited places, newest first. */
export function RecentlyAdded({ places }: { places: Location[] }) {
  return (
    <SectionCard id="recently-added-heading" title="Recently Added">
      {places.length === 0 ? (
        <EmptyNote>No visited places yet. My latest adventures will show up here.</EmptyNote>
      ) : (
        <ol className="divide-y divide-slate-100">
          {places.map((place) => (
            <li key={place.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
              <Thumbnail place={place} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-900">{place.name}</p>
                <p className="truncate text-sm text-slate-600">
                  {typeLabel(place.type)}
                  {place.country && ` · ${[place.state, place.country].filter(Boolean).join(', ')}`}
                </p>
              </div>
              <p className="shrink-0 text-right text-xs text-slate-600">
                Added
                <br />
                <time dateTime={place.createdAt} className="font-medium text-slate-800">
                  {addedDate.format(new Date(place.createdAt))}
                </time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
