import { haversineMeters } from '#shared/geo/haversine.ts';

// How far a trip goes: the seam where recorded tracks meet the legs drawn from stop to stop.

export interface TrackLength {
  /** The day the track belongs to (0-based), or null for a track of the whole trip. */
  dayIndex: number | null;
  distanceKm: number;
}

interface Point {
  latitude: number;
  longitude: number;
}

const METRES_PER_KM = 1000;
/** Figures are shown to a tenth of a kilometre. */
const round = (km: number) => Math.round(km * 10) / 10;

/**
 * Kilometres: a track of the whole trip stands for all of it; otherwise a day with tracks counts
 * their length and every other leg (a stop to the next, the next day's first stop included) counts
 * the great circle between them. A leg belongs to the day of the stop it leaves from.
 */
export function tripDistanceKm(
  trip: { days: readonly { stops: readonly { place: Point }[] }[] },
  tracks: readonly TrackLength[],
): number {
  const trackKm = tracks.reduce((sum, track) => sum + track.distanceKm, 0);
  if (tracks.some((track) => track.dayIndex === null)) return round(trackKm);
  const tracked = new Set(tracks.map((track) => track.dayIndex));
  const stops = trip.days.flatMap((day, dayIndex) => day.stops.map((stop) => ({ dayIndex, ...stop.place })));
  let legsKm = 0;
  for (let i = 1; i < stops.length; i += 1) {
    const from = stops[i - 1]!;
    const to = stops[i]!;
    if (tracked.has(from.dayIndex)) continue;
    legsKm += haversineMeters(from.latitude, from.longitude, to.latitude, to.longitude) / METRES_PER_KM;
  }
  return round(legsKm + trackKm);
}
