import { sql } from 'kysely';
import { isPostgres, type Executor } from '../db/location-reads';

// Ids a table gives itself: an archive carries how far each has gone, and a restore sets the new
// site's counters past them, so a place created after a restore never takes an archived (or
// purged) place's id; a trip, its revisions, links and tracks likewise.

/** The tables whose ids the database gives (their names in SQL). */
const TABLES = [
  'locations',
  'location_revisions',
  'tags',
  'page_revisions',
  'trips',
  'trip_revisions',
  'trip_links',
  'trip_tracks',
  'packs',
  'pack_releases',
  'pack_orders',
  'library_tokens',
  'library_requests',
] as const;

/** The highest id each table ever gave (or holds). */
export async function readSequences(db: Executor): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = isPostgres(db)
      ? await sql<{ top: number | string | null }>`
          select greatest(
            (select coalesce(max(id), 0) from ${sql.table(table)}),
            (select coalesce(max(last_value), 0) from pg_sequences
               where schemaname || '.' || sequencename = pg_get_serial_sequence(${table}, 'id'))
          ) as top`.execute(db)
      : await sql<{ top: number | null }>`
          select max(
            coalesce((select seq from sqlite_sequence where name = ${table}), 0),
            coalesce((select max(id) from ${sql.table(table)}), 0)
          ) as top`.execute(db);
    out[table] = Number(rows[0]?.top ?? 0);
  }
  return out;
}

/** Sets each table's counter past both the archive's and the rows now stored. */
export async function advanceSequences(db: Executor, archived: Record<string, number>): Promise<void> {
  const stored = await readSequences(db);
  for (const table of TABLES) {
    const top = Math.max(archived[table] ?? 0, stored[table] ?? 0);
    if (top === 0) continue;
    if (isPostgres(db)) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${top})`.execute(db);
    } else {
      const { numAffectedRows } =
        await sql`update sqlite_sequence set seq = ${top} where name = ${table}`.execute(db);
      if (!numAffectedRows)
        await sql`insert into sqlite_sequence (name, seq) values (${table}, ${top})`.execute(db);
    }
  }
}
