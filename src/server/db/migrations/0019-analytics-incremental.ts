import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Analytics aggregated as the events arrive (issue 39, src/server/analytics/aggregate.ts): the id of
 * the last raw event counted into analytics_daily, and each day's (visitor, type, dimension, value)
 * already counted, so that a visitor adds one to a value's visitors once a day. The aggregates of
 * the days that still have raw rows are counted again from them (the cursor starts at 0); a covering
 * index lets the dashboard read a dimension's range without touching the table, and the aggregates
 * of whole blocks of 4, 16 and 64 days (src/server/analytics/blocks.ts) let it read fewer rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('analytics_cursor')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_id', postgres ? 'bigint' : 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('analytics_cursor' as never)
    .values({ name: 'events', last_id: 0 } as never)
    .execute();

  const seen = db.schema
    .createTable('analytics_seen')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_seen_pk', ['day', 'visitor', 'type', 'dimension', 'value']);
  await (postgres ? seen : seen.modifyEnd(sql`without rowid`)).execute();

  const blocks = db.schema
    .createTable('analytics_blocks')
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_blocks_pk', ['days', 'dimension', 'type', 'start', 'value']);
  await (postgres ? blocks : blocks.modifyEnd(sql`without rowid`)).execute();

  await sql`delete from analytics_daily where day in (select distinct day from analytics_events)`.execute(db);
  const { rows } = await sql<{ day: string }>`select distinct day from analytics_daily`.execute(db);
  await buildBlocks(
    db,
    rows.map((row) => row.day),
  );
  await db.schema.dropIndex('analytics_daily_dimension_day').execute();
  await db.schema
    .createIndex('analytics_daily_read')
    .on('analytics_daily')
    .columns(['dimension', 'type', 'day', 'value', 'count', 'visitors'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('analytics_daily_read').execute();
  await db.schema
    .createIndex('analytics_daily_dimension_day')
    .on('analytics_daily')
    .columns(['dimension', 'type', 'day'])
    .execute();
  await db.schema.dropTable('analytics_blocks').execute();
  await db.schema.dropTable('analytics_seen').execute();
  await db.schema.dropTable('analytics_cursor').execute();
}

// A frozen copy of the blocks as this migration made them (src/server/analytics/blocks.ts may change
// its sizes later: a migration never imports the app's code, so that it always does what it did).
const BLOCK_SIZES = [64, 16, 4];
const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** Fills analytics_blocks from analytics_daily for the blocks that hold any of `days`. */
async function buildBlocks(db: Kysely<unknown>, days: string[]): Promise<void> {
  const starts = new Set<string>();
  for (const number of days.map(dayNumber))
    for (const size of BLOCK_SIZES) starts.add(`${size} ${dayOf(number - (number % size))}`);
  for (const key of starts) {
    const [size, start] = key.split(' ') as [string, string];
    const end = dayOf(dayNumber(start) + Number(size) - 1);
    await sql`insert into analytics_blocks (days, dimension, type, start, value, count, visitors)
      select ${Number(size)}, dimension, type, ${start}, value, sum(count), sum(visitors)
      from analytics_daily where day between ${start} and ${end}
      group by dimension, type, value`.execute(db);
  }
}
