import type { Kysely } from 'kysely';
import type { DB } from './schema';

// Trips in the trash leave it for good as places do: one by one, all at once, or once older than
// TRASH_DAYS. Deleting the row takes its stops' index, revisions, share links and tracks with it
// (ON DELETE CASCADE, migration 0012-trips); the places it stopped at stay.

/** One trip out of the trash for good; false when it is not in the trash. */
export async function deleteTripForever(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('trips')
    .where('id', '=', id)
    .where('deletedAt', 'is not', null)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every trip in the trash, or only those deleted before `cutoff` (an ISO time); how many went. */
export async function purgeTrashedTrips(db: Kysely<DB>, cutoff?: string): Promise<number> {
  let query = db.deleteFrom('trips').where('deletedAt', 'is not', null);
  if (cutoff !== undefined) query = query.where('deletedAt', '<', cutoff);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
