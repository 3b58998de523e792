import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AnalyticsDimension, AnalyticsEvent } from '#shared/analytics/analytics.ts';
import type { TopRow } from '#shared/analytics/summary.ts';
import type { DB } from '#server/db/schema.ts';
import { DIMENSION_COLUMNS } from './aggregate';
import { segmentsOf } from './blocks';

/** A range of UTC days, both included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

interface Rows {
  types: readonly AnalyticsEvent[];
  dimension: AnalyticsDimension;
}

/** The day, type, value, count and visitors of one dimension, day by day over a range. */
function dailyRows(range: DayRange, { types, dimension }: Rows): RawBuilder<unknown> {
  const typeList = sql.join(types.map((type) => sql.lit(type)));
  return sql`
    select day, type, value, count, visitors from analytics_daily
    where dimension = ${dimension} and type in (${typeList}) and day between ${range.from} and ${range.to}`;
}

/**
 * The type, value, count and visitors of one dimension over a range, read from the fewest rows: the
 * range's whole blocks of days (analytics_blocks), and its days outside them (analytics_daily).
 */
function rangeRows(range: DayRange, { types, dimension }: Rows): RawBuilder<unknown> {
  const typeList = sql.join(types.map((type) => sql.lit(type)));
  const { days, blocks } = segmentsOf(range);
  const parts = [...blocks].map(
    ([size, starts]) => sql`
      select type, value, count, visitors from analytics_blocks
      where days = ${size} and dimension = ${dimension} and type in (${typeList}) and start in (${sql.join(starts)})`,
  );
  if (days.length)
    parts.push(sql`
      select type, value, count, visitors from analytics_daily
      where dimension = ${dimension} and type in (${typeList}) and day in (${sql.join(days)})`);
  return sql.join(parts, sql` union all `);
}

/** Views and visitors per day (days without a visit are left out). */
export async function seriesOf(
  db: Kysely<DB>,
  range: DayRange,
  type: AnalyticsEvent = 'pageview',
): Promise<{ day: string; views: number; visitors: number }[]> {
  const { rows } = await sql<{ day: string; views: number; visitors: number }>`
    select day, cast(sum(count) as bigint) as views, cast(sum(visitors) as bigint) as visitors
    from (${dailyRows(range, { types: [type], dimension: 'total' })}) as daily
    group by day order by day`.execute(db);
  return rows.map((row) => ({ day: row.day, views: Number(row.views), visitors: Number(row.visitors) }));
}

/** Visitors per event type over the range (a visitor is counted once a day: their hash is the day's). */
export async function visitorsByType(
  db: Kysely<DB>,
  range: DayRange,
  types: readonly AnalyticsEvent[],
): Promise<Map<string, number>> {
  const { rows } = await sql<{ type: string; visitors: number }>`
    select type, cast(sum(visitors) as bigint) as visitors
    from (${rangeRows(range, { types, dimension: 'total' })}) as daily group by type`.execute(db);
  return new Map(rows.map((row) => [row.type, Number(row.visitors)]));
}

/**
 * The values of one dimension with the most visitors (then views), `limit` of them; `prefix` keeps
 * only the values starting with it (place pages' paths).
 */
export async function topOf(
  db: Kysely<DB>,
  range: DayRange,
  rows: Rows & { prefix?: string },
  limit: number,
): Promise<Omit<TopRow, 'label'>[]> {
  const { rows: found } = await sql<{ value: string; views: number; visitors: number }>`
    select value, cast(sum(count) as bigint) as views, cast(sum(visitors) as bigint) as visitors
    from (${rangeRows(range, rows)}) as daily
    ${rows.prefix ? sql`where value like ${`${rows.prefix}%`}` : sql``}
    group by value order by visitors desc, views desc, value limit ${limit}`.execute(db);
  return found.map((row) => ({ value: row.value, views: Number(row.views), visitors: Number(row.visitors) }));
}

/**
 * The events of one type, counted by one dimension's value over a range, exactly as of now: the
 * aggregates, plus the raw events past the cursor that no step has counted yet. One statement, so
 * one snapshot: a step committing meanwhile moves events from one side to the other, never into both.
 * `prefix` keeps only the values starting with it.
 */
export async function countsOf(
  db: Kysely<DB>,
  range: DayRange,
  {
    type,
    dimension,
    prefix,
  }: { type: AnalyticsEvent; dimension: Exclude<AnalyticsDimension, 'total'>; prefix?: string },
): Promise<Map<string, number>> {
  const column = sql.ref(DIMENSION_COLUMNS[dimension]);
  const { rows } = await sql<{ value: string; count: number }>`
    select value, cast(sum(count) as bigint) as count from (
      ${rangeRows(range, { types: [type], dimension })}
      union all
      select type, ${column} as value, 1 as count, 0 as visitors from analytics_events
      where id > coalesce((select last_id from analytics_cursor where name = 'events'), 0)
        and type = ${type} and day between ${range.from} and ${range.to} and ${column} is not null
    ) as counted
    ${prefix ? sql`where value like ${`${prefix}%`}` : sql``}
    group by value`.execute(db);
  return new Map(rows.map((row) => [row.value, Number(row.count)]));
}
