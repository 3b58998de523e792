import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/index.ts';
import type { DB } from '#server/db/schema.ts';
import { aggregateAll, deleteInChunks, pruneSeen } from './aggregate';
import { deleteSaltsBefore } from './visitor-hash';

const DAY_MS = 24 * 60 * 60 * 1000;

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * Deletes the salts older than yesterday (on a quiet day no new salt is needed to delete them),
 * counts every event not counted yet into the daily aggregates (aggregate.ts), forgets the visitors
 * seen before yesterday, then deletes the raw rows older than `rawDays` days that are counted. How
 * many days had events counted, and how many raw rows were deleted.
 */
export async function rollUpAnalytics(
  database: Database,
  rawDays: number,
  now = new Date(),
): Promise<{ days: number; deleted: number }> {
  const today = utcDay(now);
  const yesterday = addDays(today, -1);
  // First: counting that fails must not keep a salt alive.
  await deleteSaltsBefore(database.db, yesterday);
  const { days } = await aggregateAll(database);
  await pruneSeen(database.db, yesterday);
  const deleted = await deleteRolledUpRaw(database.db, addDays(today, -rawDays));
  return { days: days.length, deleted };
}

/**
 * Deletes the raw rows of the days before `cutoff` that are counted (their figures are kept), a
 * few thousand at a time.
 */
export function deleteRolledUpRaw(db: Kysely<DB>, cutoff: string): Promise<number> {
  return deleteInChunks(
    db,
    (limit) => sql`delete from analytics_events where id in (
      select id from analytics_events
      where day < ${cutoff} and id <= (select last_id from analytics_cursor where name = 'events')
      limit ${limit})`,
  );
}
