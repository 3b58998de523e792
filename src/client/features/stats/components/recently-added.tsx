import { useState } from 'react';
import type { VisitorLocation as Location } from '#shared/location.ts';
import { extractVideoId, thumbnailUrl } from '#shared/video.ts';
import { Photo, PhotoFallback } from '#client/features/photos/public.ts';
import { EmptyNote, SectionCard } from './section-card';
import { i18n } from '#client/lib/i18n.ts';
import { dateFormat } from '#client/lib/intl.ts';
import { countryLabel } from '#client/components/country-label.ts';
import { typeName } from '#client/components/type-label.ts';

const addedDate = dateFormat({ dateStyle: 'medium' });

const THUMBNAIL = 'h-14 w-14 shrink-0 rounded-xl';

/** The first photo, else the first video's thumbnail, else the type's emoji. */
function Thumbnail({ place }: { place: Location }) {
  const [failed, setFailed] = useState(false);
  const photo = place.photos[0];
  if (photo)
    return (
      <Photo
        url={photo}
        info={place.photoInfo?.[photo]}
        alt=""
        type={place.type}
        sizes="56px"
        emojiClassName="text-2xl"
        className={`${THUMBNAIL} bg-slate-100 object-cover`}
      />
    );
  const videoId = place.youtubeUrls.map(extractVideoId).find((id) => id !== null);
  if (!videoId || failed)
    return <PhotoFallback type={place.type} emojiClassName="text-2xl" className={THUMBNAIL} />;
  return (
    <img
      src={thumbnailUrl(videoId, 'mqdefault')}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={`${THUMBNAIL} bg-slate-100 object-cover`}
    />
  );
}

/** The five newest visited places, newest first. */
export function RecentlyAdded({ places }: { places: Location[] }) {
  return (
    <SectionCard id="recently-added-heading" title={i18n._('Recently Added')}>
      {places.length === 0 ? (
        <EmptyNote>{i18n._('No visited places yet. My latest adventures will show up here.')}</EmptyNote>
      ) : (
        <ol className="divide-y divide-slate-100">
          {places.map((place) => (
            <li key={place.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
              <Thumbnail place={place} />
              <div className="min-w-0 flex-1">
                {/* Wrapped, never cut: on a phone a long name takes a second line. */}
                <p className="font-semibold break-words text-slate-900">{place.name}</p>
                <p className="text-sm break-words text-slate-600">
                  {typeName(place.type)}
                  {place.country &&
                    ` · ${[place.state, countryLabel(place.country)].filter(Boolean).join(', ')}`}
                </p>
              </div>
              <p className="shrink-0 text-end text-xs text-slate-600">
                {i18n._('Added')}
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
