import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * First-party analytics (issue 39): the day's salts, the raw events (kept ANALYTICS_RAW_DAYS) and
 * the daily aggregates (kept for ever). See src/server/analytics/analytics-tables.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', postgres ? 'bigint' : 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('referrer_host', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .execute();
  await db.schema
    .createIndex('analytics_events_day_type')
    .on('analytics_events')
    .columns(['day', 'type'])
    .execute();

  await db.schema
    .createTable('analytics_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_pk', ['day', 'type', 'dimension', 'value'])
    .execute();
  await db.schema
    .createIndex('analytics_daily_dimension_day')
    .on('analytics_daily')
    .columns(['dimension', 'type', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_daily').execute();
  await db.schema.dropTable('analytics_events').execute();
  await db.schema.dropTable('analytics_salts').execute();
}
