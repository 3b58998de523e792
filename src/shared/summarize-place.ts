import type { Location } from './location';
import type { OwnerPlaceSummary } from './map-data';

// Apart from map-data.ts, which every page loads: only the screens that change or show one place
// in full (the place page, the owner's edits, the trash) need it.

/** A place the owner holds in full, as the owner's map data shows it. */
export function summarize(place: Location): OwnerPlaceSummary {
  return {
    id: place.id,
    latitude: place.latitude,
    longitude: place.longitude,
    status: place.status,
    type: place.type,
    hasVideo: place.youtubeUrls.length > 0,
    name: place.name,
    country: place.country,
    state: place.state,
    ...(place.tags.length > 0 ? { tags: place.tags } : {}),
    isPrivate: place.isPrivate,
    hasPhoto: place.photos.length > 0,
    hasVisitedAt: place.visitedAt !== null,
  };
}
