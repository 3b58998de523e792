import { sql, type Kysely } from 'kysely';
import type { AnalyticsDimension } from '#shared/analytics/analytics.ts';
import type { Database } from '#server/db/index.ts';
import type { DB } from '#server/db/schema.ts';

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

/** Our pg_advisory_xact_lock key for a day's rollup ("FruA"): instances take turns on one day. */
const ROLLUP_LOCK = 0x46727541;
const DAY_MS = 24 * 60 * 60 * 1000;

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * One statement per dimension, as text: the dimension and its column come from the fixed list
 * above, and the day is the one parameter, where `placeholder` stands.
 */
function aggregateStatements(placeholder: string): string[] {
  const insert = (dimension: string, column: string | null) =>
    'insert into analytics_daily (day, type, dimension, value, count, visitors) ' +
    `select day, type, '${dimension}', ${column ?? "''"}, count(*), count(distinct visitor) ` +
    `from analytics_events where day = ${placeholder}` +
    (column ? ` and ${column} is not null group by day, type, ${column}` : ' group by day, type');
  return [
    `delete from analytics_daily where day = ${placeholder}`,
    insert('total', null),
    ...Object.entries(DIMENSION_COLUMNS).map(([dimension, column]) => insert(dimension, column)),
  ];
}

/**
 * Replaces one day's aggregates with what its raw rows say, in one transaction: delete, then count
 * per event type and dimension value. Run twice, or by two instances at once, it leaves the same
 * rows. SQLite: one IMMEDIATE transaction run synchronously, so no other connection writes in the
 * middle; PostgreSQL: the instances take turns on an advisory lock held until the commit.
 */
export async function rollUpDay(database: Database, day: string): Promise<void> {
  if (database.sqlite) {
    const sqlite = database.sqlite;
    const statements = aggregateStatements('?').map((text) => sqlite.prepare(text));
    sqlite.transaction(() => statements.forEach((statement) => statement.run(day))).immediate();
    return;
  }
  await database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`.execute(trx);
    for (const text of aggregateStatements('$1')) {
      const [before = '', after = ''] = text.split('$1');
      await sql`${sql.raw(before)}${day}${sql.raw(after)}`.execute(trx);
    }
  });
}

/**
 * The finished UTC days (before `today`) to roll up: those with raw rows and no aggregates yet, and
 * always yesterday, whose last events may have been written after midnight by a batch in flight.
 */
export async function daysToRollUp(db: Kysely<DB>, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('analyticsEvents')
    .select('day')
    .distinct()
    .where('day', '<', today)
    .where(({ not, exists, selectFrom, ref }) =>
      not(
        exists(
          selectFrom('analyticsDaily')
            .select('analyticsDaily.day')
            .whereRef('analyticsDaily.day', '=', ref('analyticsEvents.day')),
        ),
      ),
    )
    .execute();
  const days = new Set(rows.map((row) => row.day));
  const yesterday = addDays(today, -1);
  const lastDay = await db
    .selectFrom('analyticsEvents')
    .select('id')
    .where('day', '=', yesterday)
    .limit(1)
    .executeTakeFirst();
  if (lastDay) days.add(yesterday);
  return [...days].sort();
}

/**
 * Rolls up every finished day that needs it, then deletes the raw rows older than `rawDays` days
 * of the days already rolled up (a day whose rollup failed keeps its raw rows). How many days it
 * rolled up and raw rows it deleted.
 */
export async function rollUpAnalytics(
  database: Database,
  rawDays: number,
  now = new Date(),
): Promise<{ days: number; deleted: number }> {
  const today = utcDay(now);
  const days = await daysToRollUp(database.db, today);
  for (const day of days) await rollUpDay(database, day);
  const deleted = await deleteRolledUpRaw(database.db, addDays(today, -rawDays));
  return { days: days.length, deleted };
}

/** Deletes the raw rows of the days before `cutoff` that are rolled up (their figures are kept). */
export async function deleteRolledUpRaw(db: Kysely<DB>, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('analyticsEvents')
    .where('day', '<', cutoff)
    .where(({ exists, selectFrom, ref }) =>
      exists(
        selectFrom('analyticsDaily')
          .select('analyticsDaily.day')
          .whereRef('analyticsDaily.day', '=', ref('analyticsEvents.day')),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
