import type { Location } from '#shared/location.ts';

/** A FeatureCollection: one Point feature per place, every field of the place in its properties. */
export function toGeoJson(places: readonly Location[]): string {
  const features = places.map((place) => ({
    type: 'Feature',
    id: place.id,
    geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
    properties: { ...place },
  }));
  return `${JSON.stringify({ type: 'FeatureCollection', features }, null, 1)}\n`;
}
