// The generated data of `npm run bench:analytics`: one day of raw events as visitors would leave
// them, and the past days' aggregates copied from that day's.
import { sql } from 'kysely';
import type { Database } from '../src/server/db/index';
import { addDays } from '../src/server/analytics/rollup';
import { buildBlocks } from '../src/server/analytics/blocks';

const BATCH = 2000;

/** The `n`th visitor's browser and address (in `first`.0.0.0/8): one of 30 Chrome versions, a distinct address. */
export const browserOf = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) Chrome/${100 + (n % 30)}.0 Safari/537.36`;
export const addressOf = (first: number, n: number) =>
  `${first}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const BROWSERS = ['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Other'];
const COUNTRIES = ['US', 'DE', 'FR', 'JP', 'GB', 'BR', 'IN', 'ES', 'IT', 'CA'];
const EVENT_TYPES = ['place_opened', 'video_clicked', 'trip_opened'] as const;

/** `events` raw events of `day`: 1,551 place pages, 300 referrers, 20 newsletters, 250,000 visitors. */
export async function writeRawDay(database: Database, day: string, events: number): Promise<void> {
  for (let start = 0; start < events; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, events - start) }, (_, k) => {
      const n = start + k;
      const event = n % 5 === 0;
      return {
        at: `${day}T12:00:00.000Z`,
        day,
        type: event ? EVENT_TYPES[n % 3]! : ('pageview' as const),
        path: `/places/${n % 1551}-place`,
        referrerHost: n % 4 === 0 ? `site${n % 300}.example` : null,
        utmSource: n % 10 === 0 ? `news${n % 20}` : null,
        utmMedium: n % 10 === 0 ? 'email' : null,
        utmCampaign: n % 10 === 0 ? `launch${n % 12}` : null,
        device: (['desktop', 'mobile', 'tablet'] as const)[n % 3]!,
        browser: BROWSERS[n % 6]!,
        country: COUNTRIES[n % 10]!,
        visitor: `v${n % 250_000}`,
        target: event ? String(n % 1551) : null,
      };
    });
    await database.db.insertInto('analyticsEvents').values(rows).execute();
  }
}

/** Copies `day`'s aggregates to each of the `days` - 1 days before it, and adds up their blocks. */
export async function copyAggregatesBack(database: Database, day: string, days: number): Promise<number> {
  for (let back = 1; back < days; back++)
    await sql`insert into analytics_daily (day, type, dimension, value, count, visitors)
      select ${addDays(day, -back)}, type, dimension, value, count, visitors
      from analytics_daily where day = ${day}`.execute(database.db);
  await buildBlocks(
    database.db,
    Array.from({ length: days }, (_, back) => addDays(day, -back)),
  );
  const { rows } = await sql<{ rows: number | string }>`
    select count(*) as rows from analytics_daily where day = ${day}`.execute(database.db);
  return Number(rows[0]?.rows ?? 0);
}

/**
 * Runs `work` with a ping on every turn of the event loop, and says how long it took and the
 * longest pauses between two pings: how long a request arriving meanwhile would have waited.
 */
export async function pausesDuring<T>(
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; longest: number[]; over: (ms: number) => number }> {
  const pauses: number[] = [];
  let running = true;
  let last = performance.now();
  const ping = () => {
    const now = performance.now();
    pauses.push(now - last);
    last = now;
    if (running) setImmediate(ping);
  };
  setImmediate(ping);
  const started = performance.now();
  const result = await work();
  running = false;
  const ms = performance.now() - started;
  // The last stretch, up to the end of the work (all of it when the work never let a ping run).
  pauses.push(performance.now() - last);
  pauses.sort((a, b) => b - a);
  return {
    result,
    ms,
    longest: pauses.slice(0, 5),
    over: (limit) => pauses.filter((pause) => pause > limit).length,
  };
}
