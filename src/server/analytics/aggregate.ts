import { setImmediate as nextTurn } from 'node:timers/promises';
import type SQLite from 'better-sqlite3';
import { sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import type { AnalyticsDimension } from '#shared/analytics/analytics.ts';
import type { Database } from '#server/db/index.ts';
import { isPostgres } from '#server/db/location-reads.ts';
import type { DB } from '#server/db/schema.ts';
import type { AnalyticsBlocksTable } from './analytics-tables';
import { BLOCK_SIZES, blockStart } from './blocks';

/**
 * The raw events counted into analytics_daily as they arrive (issue 39), a chunk at a time, so that
 * the dashboard reads aggregates only. A cursor (analytics_cursor) holds the id of the last event
 * counted; each step counts the next `AGGREGATE_CHUNK` events in one transaction that also moves the
 * cursor, so that every event is counted once, whichever instance runs the step and however often.
 * A value's visitors grow by one the first time a visitor is seen with it that day: the step inserts
 * (day, visitor, type, dimension, value) into analytics_seen and counts the rows that were new.
 */
export const AGGREGATE_CHUNK = 200;
/**
 * Our PostgreSQL advisory lock key ("FruE"): a step holds it alone, every insert into
 * analytics_events holds it shared. When a step reads the last id, no insert is half done, so no
 * event with a smaller id can be committed after the cursor has passed it.
 */
const EVENTS_LOCK = 0x46727545;

/** To be called in the transaction of every insert into analytics_events (a no-op on SQLite). */
export async function lockForEventInsert(trx: Kysely<DB>): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock_shared(${EVENTS_LOCK})`.execute(trx);
}

/** The raw column each kept dimension reads ('total' has none: its value is ''). */
export const DIMENSION_COLUMNS: Record<Exclude<AnalyticsDimension, 'total'>, string> = {
  path: 'path',
  referrer: 'referrer_host',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  country: 'country',
  device: 'device',
  browser: 'browser',
  target: 'target',
};

/** The dimensions as (name, column): 'total' has no column, its value is ''. */
const DIMENSIONS: [string, RawBuilder<unknown> | undefined][] = [
  ['total', undefined],
  ...Object.entries(DIMENSION_COLUMNS).map(([name, column]): [string, RawBuilder<unknown>] => [
    name,
    sql.ref(column) as RawBuilder<unknown>,
  ]),
];

/** One select per dimension over the chunk's events, joined with UNION ALL. */
function perDimension(
  chunk: RawBuilder<unknown>,
  select: (dimension: RawBuilder<unknown>, value: RawBuilder<unknown>) => RawBuilder<unknown>,
  groupBy: (value: RawBuilder<unknown> | undefined) => RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql.join(
    DIMENSIONS.map(
      ([dimension, column]) =>
        sql`${select(sql.lit(dimension), column ?? sql`''`)} from analytics_events where ${chunk}${
          column ? sql` and ${column} is not null` : sql``
        } ${groupBy(column)}`,
    ),
    sql` union all `,
  );
}

interface Delta {
  day: string;
  type: string;
  dimension: string;
  value: string;
  count: number;
  visitors: number;
}

type Row = Record<string, unknown>;
/**
 * A step as the statements it runs, each answered with its rows: one plan, run synchronously in one
 * transaction on SQLite (no other handle can come between its statements) and statement by statement
 * in a transaction of its own connection on PostgreSQL.
 */
type Plan<T> = Generator<CompiledQuery, T, Row[]>;

/** Counts the events with `from` < id ≤ `to` into analytics_daily, and moves the cursor to `to`. */
function* countChunk(db: Kysely<DB>, from: number, to: number): Plan<string[]> {
  const chunk = sql`id > ${from} and id <= ${to}`;
  const counted = (yield sql`${perDimension(
    chunk,
    (dimension, value) =>
      sql`select day, type, ${dimension} as dimension, ${value} as value, count(*) as count`,
    (column) => sql`group by day, type${column ? sql`, ${column}` : sql``}`,
  )}`.compile(db)) as Omit<Delta, 'visitors'>[];
  // "where true": SQLite reads ON CONFLICT after a bare SELECT as a join's condition.
  const fresh = (yield sql`
    insert into analytics_seen (day, visitor, type, dimension, value)
    select day, visitor, type, dimension, value from (${perDimension(
      chunk,
      (dimension, value) =>
        sql`select distinct day, visitor, type, ${dimension} as dimension, ${value} as value`,
      () => sql``,
    )}) as chunk where true
    on conflict do nothing
    returning day, type, dimension, value`.compile(db)) as Omit<Delta, 'count' | 'visitors'>[];

  const deltas = new Map<string, Delta>();
  const keyOf = (row: Omit<Delta, 'count' | 'visitors'>) =>
    `${row.day}\u0000${row.type}\u0000${row.dimension}\u0000${row.value}`;
  for (const row of counted) deltas.set(keyOf(row), { ...row, count: Number(row.count), visitors: 0 });
  for (const row of fresh) {
    const delta = deltas.get(keyOf(row));
    if (delta) delta.visitors += 1;
  }
  const rows = [...deltas.values()];
  // 7 values a row at most: 2,000 rows stay under both engines' limits on bound values.
  for (let start = 0; start < rows.length; start += 2000)
    yield db
      .insertInto('analyticsDaily')
      .values(rows.slice(start, start + 2000) as never)
      .onConflict((conflict) =>
        conflict.columns(['day', 'type', 'dimension', 'value']).doUpdateSet({
          count: sql`analytics_daily.count + excluded.count`,
          visitors: sql`analytics_daily.visitors + excluded.visitors`,
        }),
      )
      .compile();
  for (const size of BLOCK_SIZES) {
    const blocks = new Map<string, AnalyticsBlocksTable>();
    for (const { day, ...row } of rows) {
      const block = { ...row, start: blockStart(day, size), days: size } as AnalyticsBlocksTable;
      const key = keyOf({ ...row, day: block.start });
      const seen = blocks.get(key);
      if (seen) {
        seen.count += block.count;
        seen.visitors += block.visitors;
      } else blocks.set(key, block);
    }
    const blockRows = [...blocks.values()];
    for (let start = 0; start < blockRows.length; start += 2000)
      yield db
        .insertInto('analyticsBlocks')
        .values(blockRows.slice(start, start + 2000))
        .onConflict((conflict) =>
          conflict.columns(['days', 'dimension', 'type', 'start', 'value']).doUpdateSet({
            count: sql`analytics_blocks.count + excluded.count`,
            visitors: sql`analytics_blocks.visitors + excluded.visitors`,
          }),
        )
        .compile();
  }
  yield db.updateTable('analyticsCursor').set({ lastId: to }).where('name', '=', 'events').compile();
  return [...new Set(rows.map((row) => row.day))];
}

/** The next chunk of at most `limit` events counted: how many, and their days. */
function* stepPlan(db: Kysely<DB>, limit: number): Plan<{ events: number; days: string[] }> {
  const [cursor] = yield sql`select last_id as last from analytics_cursor where name = 'events'`.compile(db);
  const from = Number(cursor?.last ?? 0);
  const [chunk] = yield sql`select max(id) as last, count(*) as events
    from (select id from analytics_events where id > ${from} order by id limit ${limit}) as chunk`.compile(
    db,
  );
  const events = Number(chunk?.events ?? 0);
  if (events === 0) return { events: 0, days: [] };
  return { events, days: yield* countChunk(db, from, Number(chunk!.last)) };
}

/** The step's statements, prepared once per handle (their text is the same from one step to the next). */
const prepared = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();
function statementOf(sqlite: SQLite.Database, text: string): SQLite.Statement {
  let statements = prepared.get(sqlite);
  if (!statements) prepared.set(sqlite, (statements = new Map()));
  let statement = statements.get(text);
  if (!statement) {
    statement = sqlite.prepare(text);
    if (statements.size < 100) statements.set(text, statement);
  }
  return statement;
}

/** Runs a plan in one synchronous IMMEDIATE transaction, holding Kysely's one connection meanwhile. */
function runOnSqlite<T>(db: Kysely<DB>, sqlite: SQLite.Database, plan: Plan<T>): Promise<T> {
  return db.connection().execute(async () =>
    sqlite
      .transaction(() => {
        let next = plan.next([]);
        while (!next.done) {
          const statement = statementOf(sqlite, next.value.sql);
          const parameters = next.value.parameters as unknown[];
          const rows = statement.reader ? (statement.all(...parameters) as Row[]) : [];
          if (!statement.reader) statement.run(...parameters);
          next = plan.next(rows);
        }
        return next.value;
      })
      .immediate(),
  );
}

/** Runs a plan in a transaction of its own connection holding the events lock alone. */
function runOnPostgres<T>(db: Kysely<DB>, plan: Plan<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`begin`.execute(connection);
    try {
      await sql`select pg_advisory_xact_lock(${EVENTS_LOCK})`.execute(connection);
      let next = plan.next([]);
      while (!next.done) next = plan.next((await connection.executeQuery<Row>(next.value)).rows);
      await sql`commit`.execute(connection);
      return next.value;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

/** Counts the next chunk of events; how many it counted and their days (none: nothing was new). */
export function aggregateStep(
  database: Pick<Database, 'db' | 'sqlite'>,
  limit = AGGREGATE_CHUNK,
): Promise<{ events: number; days: string[] }> {
  const plan = stepPlan(database.db, limit);
  return database.sqlite ? runOnSqlite(database.db, database.sqlite, plan) : runOnPostgres(database.db, plan);
}

/** Counts every event not counted yet, a chunk at a time, letting other work run between chunks. */
export async function aggregateAll(
  database: Pick<Database, 'db' | 'sqlite'>,
): Promise<{ events: number; days: string[] }> {
  let events = 0;
  const days = new Set<string>();
  for (;;) {
    const step = await aggregateStep(database);
    if (step.events === 0) return { events, days: [...days].sort() };
    events += step.events;
    step.days.forEach((day) => days.add(day));
    await nextTurn();
  }
}

/**
 * Deletes rows a few at a time (`chunk` picks the next ones' ids, or keys, at most `limit`) until
 * none is left, letting other work run between: a statement never holds SQLite for long.
 */
export async function deleteInChunks(
  db: Kysely<DB>,
  statement: (limit: number) => RawBuilder<unknown>,
  limit = 2000,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await statement(limit).execute(db);
    const count = Number(result.numAffectedRows ?? 0);
    deleted += count;
    if (count === 0) return deleted;
    await nextTurn();
  }
}

/**
 * Forgets which visitors were seen on the days before `before` (yesterday: no event of an earlier
 * day arrives any more), unless events of those days are still waiting to be counted. A day at a
 * time, a range of visitors at a time (the table is ordered by day, then visitor).
 */
export async function pruneSeen(db: Kysely<DB>, before: string, limit = 2000): Promise<number> {
  const { rows } = await sql<{ day: string | null }>`
    select min(day) as day from analytics_events
    where id > (select last_id from analytics_cursor where name = 'events')`.execute(db);
  const waiting = rows[0]?.day;
  const cutoff = waiting && waiting < before ? waiting : before;
  let deleted = 0;
  for (;;) {
    const first = await sql<{ day: string | null }>`
      select min(day) as day from analytics_seen`.execute(db);
    const day = first.rows[0]?.day;
    if (!day || day >= cutoff) return deleted;
    // Each range starts after the last one deleted: a range never has to step over the rows just
    // deleted (PostgreSQL keeps them in the index until a vacuum, and counting past them made the
    // clean-up of a million visitors quadratic).
    let after: string | undefined;
    for (;;) {
      const from = after === undefined ? sql`` : sql` and visitor > ${after}`;
      const bound = await sql<{ visitor: string }>`
        select visitor from analytics_seen where day = ${day}${from}
        order by visitor limit 1 offset ${limit}`.execute(db);
      const upTo = bound.rows[0]?.visitor;
      const result = await sql`delete from analytics_seen
        where day = ${day}${from}${upTo === undefined ? sql`` : sql` and visitor <= ${upTo}`}`.execute(db);
      deleted += Number(result.numAffectedRows ?? 0);
      await nextTurn();
      if (upTo === undefined) break;
      after = upTo;
    }
  }
}
