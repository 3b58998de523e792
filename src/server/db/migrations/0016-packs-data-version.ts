import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Packs on sale are in the sitemap and the feed, which are cached by the shared data version
 * (0004-data-version): a pack put on sale, changed or retired bumps it as a trip does (0013).
 */
const PACK_TABLES = ['packs', 'pack_releases'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of PACK_TABLES) {
    if (postgres) {
      await sql`
        create trigger ${sql.id(`${table}_bump_data_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_data_version()`.execute(db);
      continue;
    }
    for (const event of ['insert', 'update', 'delete'] as const) {
      await sql`
        create trigger ${sql.id(`${table}_${event}_bump_data_version`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin update data_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of PACK_TABLES) {
    if (postgres) {
      await sql`drop trigger if exists ${sql.id(`${table}_bump_data_version`)} on ${sql.table(table)}`.execute(
        db,
      );
      continue;
    }
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger if exists ${sql.id(`${table}_${event}_bump_data_version`)}`.execute(db);
    }
  }
}
