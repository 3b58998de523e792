import { similarNames, type NamedPoint } from '#shared/duplicates.ts';
import { haversineMeters } from '#shared/geo/haversine.ts';

/**
 * A new place this close to an existing one with a similar name is probably that place again (a
 * suggestion for a place already on the map, a second click on Add).
 */
export const NEARBY_DUPLICATE_M = 50;

/** Degrees of latitude a little over NEARBY_DUPLICATE_M: a cheap first cut before the distance. */
const NEARBY_DEGREES = 0.001;

/** The nearest place within NEARBY_DUPLICATE_M with a name similar to `name`, and how far it is. */
export function nearbyDuplicate<T extends NamedPoint>(
  places: readonly T[],
  name: string,
  latitude: number,
  longitude: number,
): { place: T; distanceM: number } | undefined {
  let nearest: { place: T; distanceM: number } | undefined;
  for (const place of places) {
    if (Math.abs(place.latitude - latitude) > NEARBY_DEGREES) continue;
    const distanceM = haversineMeters(latitude, longitude, place.latitude, place.longitude);
    if (distanceM > NEARBY_DUPLICATE_M || (nearest && nearest.distanceM <= distanceM)) continue;
    if (similarNames(name, place.name)) nearest = { place, distanceM };
  }
  return nearest;
}
