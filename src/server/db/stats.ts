import type { Kysely } from 'kysely';
import type { StatsPlace, TripStats } from '#shared/stats.ts';
import { kilometresByMode, type KmByMode } from '../trips/route-lines';
import type { DB } from './schema';
import { readPublicTrips, type PublicTrip } from './trips-public';

/**
 * The columns the statistics need: no photos, videos or notes. For every place, or a page of them
 * by id (`after` the last id of the previous page).
 */
export async function listStatsPlaces(
  db: Kysely<DB>,
  page: { after?: number; limit?: number } = {},
): Promise<StatsPlace[]> {
  let query = db
    .selectFrom('locations')
    .select(['id', 'type', 'status', 'country', 'state', 'visitedAt', 'createdAt'])
    .where('deletedAt', 'is', null)
    // Statistics are public: a private place is never counted.
    .where('isPrivate', '=', 0)
    .orderBy('id');
  if (page.after !== undefined) query = query.where('id', '>', page.after);
  if (page.limit !== undefined) query = query.limit(page.limit);
  return query.execute();
}

/**
 * The public trips' figures (statistics are public: unlisted and private trips never count):
 * kilometres by way of travel as route-lines.ts counts them, whole kilometres, most first; the
 * total is their sum, so the figures shown add up.
 */
export function tripStatsOf(trips: readonly PublicTrip[]): TripStats {
  const byMode: KmByMode = {};
  for (const { trip, tracks } of trips)
    for (const [mode, km] of Object.entries(kilometresByMode(trip, tracks)))
      byMode[mode as keyof KmByMode] = (byMode[mode as keyof KmByMode] ?? 0) + km;
  const kilometres = Object.entries(byMode)
    .map(([mode, km]) => ({ mode: mode as keyof KmByMode, km: Math.round(km) }))
    .filter(({ km }) => km > 0)
    .sort((a, b) => b.km - a.km || a.mode.localeCompare(b.mode));
  const longest = trips
    .map(({ trip }) => trip)
    .reduce<PublicTrip['trip'] | undefined>(
      (best, trip) => (best === undefined || trip.distanceKm > best.distanceKm ? trip : best),
      undefined,
    );
  return {
    count: trips.length,
    kilometresByMode: kilometres,
    totalKm: kilometres.reduce((sum, { km }) => sum + km, 0),
    longest: longest
      ? { id: longest.id, title: longest.title, path: longest.path, km: Math.round(longest.distanceKm) }
      : null,
  };
}

export const tripStats = async (db: Kysely<DB>): Promise<TripStats> => tripStatsOf(await readPublicTrips(db));
