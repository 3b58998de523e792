import type { Kysely } from 'kysely';
import type { StatsPlace } from '#shared/stats.ts';
import type { DB } from './schema';

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
