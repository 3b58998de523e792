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
] as const;

/** Every stored row of every data table, in a stable order: equal dumps mean nothing was stored. */
export async function dumpDatabase(database: Database): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      database.db,
    );
    parts.push(`${table}:${JSON.stringify(rows.map((r) => JSON.stringify(r)).sort())}`);
  }
  return parts.join('\n');
}
