import { sql } from 'kysely';
import type { Database } from '../../src/server/db/index';

const TABLES = [
  'locations',
  'location_photos',
  'location_videos',
  'location_revisions',
  'import_batches',
  'idempotency_keys',
  'users',
  'messages',
  'suggestions',
  'waitlist',
  'settings',
  'dismissed_duplicates',
  'pages',
  'page_revisions',
  'trips',
  'trip_places',
  'trip_revisions',
  'trip_links',
  'trip_tracks',
  'packs',
  'pack_releases',
  'pack_orders',
  'pack_events',
  'library_tokens',
  'library_requests',
  'mail_campaigns',
  'mail_outbox',
] as const;

/**
 * Every stored row of every data table, in a stable order: equal dumps mean nothing was stored.
 * PostgreSQL reads every table in one statement (one round trip instead of one per table: the
 * property tests dump the database twice for each of thousands of requests).
 */
export async function dumpDatabase(database: Database): Promise<string> {
  if (database.pool) {
    const tables = TABLES.map(
      (table) =>
        sql`(select coalesce(json_agg(t::text order by t::text), '[]') from ${sql.table(table)} t) as ${sql.ref(table)}`,
    );
    const { rows } = await sql<Record<string, unknown>>`select ${sql.join(tables)}`.execute(database.db);
    return JSON.stringify(rows[0]);
  }
  const parts: string[] = [];
  for (const table of TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      database.db,
    );
    parts.push(`${table}:${JSON.stringify(rows.map((r) => JSON.stringify(r)).sort())}`);
  }
  return parts.join('\n');
}
