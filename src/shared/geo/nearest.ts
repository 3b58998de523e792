import { haversineMeters } from './haversine';

/** How many places Near me lists: the closest few, enough to choose from on a phone's screen. */
export const NEAREST_COUNT = 10;

export interface Near<T> {
  place: T;
  /** Great-circle distance from where the visitor stands, in metres. */
  meters: number;
}

/**
 * The `count` places closest to `from`, nearest first (ties keep the places' order). One pass
 * that keeps the best few in order, instead of sorting every place: 100,000 places, 10 kept.
 */
export function nearestPlaces<T extends { latitude: number; longitude: number }>(
  places: readonly T[],
  from: { latitude: number; longitude: number },
  count = NEAREST_COUNT,
): Near<T>[] {
  const kept: Near<T>[] = [];
  if (count <= 0) return kept;
  for (const place of places) {
    const meters = haversineMeters(from.latitude, from.longitude, place.latitude, place.longitude);
    if (kept.length === count && meters >= kept[count - 1]!.meters) continue;
    let at = kept.length;
    while (at > 0 && kept[at - 1]!.meters > meters) at--;
    kept.splice(at, 0, { place, meters });
    if (kept.length > count) kept.pop();
  }
  return kept;
}

const METERS_PER_KM = 1000;
const METERS_PER_MILE = 1609.344;
/** Under this, a distance in kilometres is said in metres, rounded to this step. */
const METRE_STEP = 10;
/** Under ten units, one decimal; past it, whole units. */
const DECIMALS_BELOW = 10;

/** Whether a locale reads distances in miles: the United States, Liberia and Myanmar. */
export const usesMiles = (locale: string) => /-(US|LR|MM)\b/i.test(locale);

/** A distance as a visitor reads it: "40 m", "2.4 km", "9,712 km"; in miles where the locale says so. */
export function formatDistance(meters: number, locale: string): string {
  const miles = usesMiles(locale);
  if (!miles && meters < METERS_PER_KM) {
    const rounded = Math.max(METRE_STEP, Math.round(meters / METRE_STEP) * METRE_STEP);
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter' }).format(rounded);
  }
  const value = meters / (miles ? METERS_PER_MILE : METERS_PER_KM);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: miles ? 'mile' : 'kilometer',
    maximumFractionDigits: value < DECIMALS_BELOW ? 1 : 0,
    ...(miles && { minimumFractionDigits: value < DECIMALS_BELOW ? 1 : 0 }),
  }).format(miles ? Math.max(value, 0.1) : value);
}
