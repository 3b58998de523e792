import type { Kysely } from 'kysely';
import type { LocationStatus } from '../../shared/location';
import type { StatsPlace } from '../../shared/stats';
import type { DB } from './schema';

/** The columns the statistics need, for every place: no photos, videos or notes. */
export async function listStatsPlaces(db: Kysely<DB>): Promise<StatsPlace[]> {
  const rows = await db
    .selectFrom('locations')
    .select(['id', 'type', 'status', 'country', 'state', 'visitedAt', 'createdAt'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, status: row.status as LocationStatus }));
}
