import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AnalyticsDimension, AnalyticsEvent } from '#shared/analytics/analytics.ts';
import type { TopRow } from '#shared/analytics/summary.ts';
import type { DB } from '#server/db/schema.ts';
import { DIMENSION_COLUMNS } from './rollup';

/** A range of UTC days, both included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

interface Rows {
  types: readonly AnalyticsEvent[];
  dimension: AnalyticsDimension;
}

/**
 * The day, type, value, count and visitors of one dimension over a range, as analytics_daily has
 * them: the days already rolled up read the aggregates, the others (today, a day not yet rolled up)
 * count their raw rows the same way.
 */
function dailyRows(range: DayRange, { types, dimension }: Rows): RawBuilder<unknown> {
  const typeList = sql.join(types.map((type) => sql.lit(type)));
  const column = dimension === 'total' ? undefined : sql.ref(DIMENSION_COLUMNS[dimension]);
  const value = column ?? sql`''`;
  return sql`
    select day, type, value, count, visitors from analytics_daily
    where dimension = ${dimension} and type in (${typeList}) and day between ${range.from} and ${range.to}
    union all
    select day, type, ${value} as value, count(*) as count, count(distinct visitor) as visitors
    from analytics_events
    where type in (${typeList}) and day between ${range.from} and ${range.to}
      ${column ? sql`and ${column} is not null` : sql``}
      and day not in (
        select day from analytics_daily
        where dimension = 'total' and day between ${range.from} and ${range.to}
      )
    group by day, type${column ? sql`, ${column}` : sql``}`;
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
    from (${dailyRows(range, { types, dimension: 'total' })}) as daily group by type`.execute(db);
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
    from (${dailyRows(range, rows)}) as daily
    ${rows.prefix ? sql`where value like ${`${rows.prefix}%`}` : sql``}
    group by value order by visitors desc, views desc, value limit ${limit}`.execute(db);
  return found.map((row) => ({ value: row.value, views: Number(row.views), visitors: Number(row.visitors) }));
}
