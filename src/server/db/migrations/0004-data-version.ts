import { randomBytes } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The tables whose rows make up what the cached representations show: the places. */
export const VERSIONED_TABLES = ['locations', 'location_photos', 'location_videos'] as const;
/**
 * Of the settings, only the site's (key 'site') is shown to visitors. The others (the device-cookie
 * secret written at the first sign-in, the demo-seed mark) would only make every cache rebuild, and
 * ETags taken a moment before a sign-in miss.
 */
const SITE_SETTINGS_ROW = "key = 'site'";

/**
 * The data version every instance shares (issue 13): one row, bumped by triggers in the same
 * transaction as every committed change to the places, whichever route, script or instance made it.
 * Caches are keyed by it and ETags name it, so no instance serves what another has changed since.
 * `epoch` is new for each database and each start (db/data-version.ts), so a version number
 * reached again after a restore never names different data.
 * On PostgreSQL the trigger also notifies `fru_world_data` at commit, so instances learn of it at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('data_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('epoch', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into data_version (id, epoch, version) values (1, ${randomBytes(6).toString('base64url')}, 1)`.execute(
    db,
  );

  // World progress and the visited outlines read the distinct regions of the visited places: from
  // this index, a few milliseconds at 100,000 places instead of a scan that holds SQLite's caller up.
  await db.schema
    .createIndex('locations_status_regions')
    .on('locations')
    .columns(['status', 'country', 'state', 'deleted_at'])
    .execute();

  if (postgres) {
    // Once per statement, not per row: an import of 100,000 places bumps it a few hundred times.
    await sql`
      create or replace function bump_data_version() returns trigger language plpgsql as $$
      begin
        update data_version set version = version + 1 where id = 1;
        perform pg_notify('fru_world_data', current_schema());
        return null;
      end $$`.execute(db);
    for (const table of VERSIONED_TABLES) {
      await sql`
        create trigger ${sql.id(`${table}_bump_data_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_data_version()`.execute(db);
    }
    // A row trigger, to look at the key; the site's settings change rarely, one row at a time.
    for (const [event, row] of [
      ['insert or update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`
        create trigger ${sql.id(`settings_${event.split(' ')[0]}_bump_data_version`)}
        after ${sql.raw(event)} on settings for each row
        when (${sql.raw(`${row}.${SITE_SETTINGS_ROW}`)}) execute function bump_data_version()`.execute(db);
    }
    return;
  }
  // SQLite has row triggers only; the row stays in the page cache, so each bump costs microseconds.
  for (const table of [...VERSIONED_TABLES, 'settings']) {
    for (const event of ['insert', 'update', 'delete'] as const) {
      const row = event === 'delete' ? 'old' : 'new';
      const when = table === 'settings' ? sql.raw(`when ${row}.${SITE_SETTINGS_ROW}`) : sql``;
      await sql`
        create trigger ${sql.id(`${table}_${event}_bump_data_version`)}
        after ${sql.raw(event)} on ${sql.table(table)} ${when}
        begin update data_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres)
    for (const event of ['insert', 'delete'])
      await sql`drop trigger if exists ${sql.id(`settings_${event}_bump_data_version`)} on settings`.execute(
        db,
      );
  for (const table of postgres ? VERSIONED_TABLES : [...VERSIONED_TABLES, 'settings']) {
    if (postgres) {
      await sql`drop trigger if exists ${sql.id(`${table}_bump_data_version`)} on ${sql.table(table)}`.execute(
        db,
      );
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`drop trigger if exists ${sql.id(`${table}_${event}_bump_data_version`)}`.execute(db);
      }
    }
  }
  if (postgres) await sql`drop function if exists bump_data_version()`.execute(db);
  await db.schema.dropIndex('locations_status_regions').ifExists().execute();
  await db.schema.dropTable('data_version').ifExists().execute();
}
