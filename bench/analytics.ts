// npm run bench:analytics — issue 39's figures: "Counting adds at most 1 ms p99 to a page request"
// and "at a simulated 1 million events a day for 90 days, every dashboard query answers in at most
// 200 ms on SQLite and on PostgreSQL". Builds the app in this process on a throwaway database
// (SQLite, or PostgreSQL with ANALYTICS_BENCH_DATABASE_URL=postgres://…/postgres), then:
//   1. serves /stats with counting on and off, alternating, and prints p50 and p99 of each;
//   2. writes one day of generated raw events, rolls it up (timed), copies its aggregates to the 89
//      days before, keeps the raw day as today's, and times the dashboard's summary over 7, 30 and
//      90 days (today read raw, the rest from the aggregates).
// Prints the figures; asserts nothing.
//
//   ANALYTICS_BENCH_EVENTS=1000000 (a day's events)   ANALYTICS_BENCH_DAYS=90
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { ensureOwner } from '../src/server/auth/owner';
import { loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { rollUpDay, addDays, utcDay } from '../src/server/analytics/rollup';
import { percentile, round } from './browser';
import { freshDatabase } from './fresh-database';

const EVENTS = Number(process.env.ANALYTICS_BENCH_EVENTS ?? 1_000_000);
const DAYS = Number(process.env.ANALYTICS_BENCH_DAYS ?? 90);
const PAGE_REQUESTS = 3000;
const PASSWORD = 'analytics bench owner password';
const log = (message: string) =>
  console.log(`[analytics bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

const { url, drop } = await freshDatabase('analytics', process.env.ANALYTICS_BENCH_DATABASE_URL);
const database = await openDatabase(url);
await migrateToLatest(database.db);
await ensureOwner(database.db, PASSWORD);
const client = mkdtempSync(join(tmpdir(), 'fru-analytics-client-'));
copyFileSync(join(import.meta.dirname, '..', 'index.html'), join(client, 'index.html'));
const apps: Awaited<ReturnType<typeof buildApp>>['app'][] = [];
const appWith = async (analytics: 'on' | 'off') => {
  const config = loadConfig({
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ANALYTICS: analytics,
  });
  const { app } = await buildApp({ database, config, clientDir: client });
  await app.ready();
  apps.push(app);
  return app;
};

try {
  // 1. A page request with counting on and off, alternating so that both see the same machine.
  const counting = await appWith('on');
  const notCounting = await appWith('off');
  const times = { on: [] as number[], off: [] as number[] };
  for (let i = 0; i < PAGE_REQUESTS * 2; i++) {
    const mode = i % 2 === 0 ? 'on' : 'off';
    const app = mode === 'on' ? counting : notCounting;
    const started = performance.now();
    await app.inject({
      method: 'GET',
      url: `/stats?utm_source=bench${i % 7}`,
      remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      headers: { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/${100 + (i % 30)}.0 Safari/537.36` },
    });
    times[mode].push(performance.now() - started);
  }
  await counting.analytics.flush();
  const figure = (values: number[]) =>
    `p50 ${round(percentile(values, 50), 2)} ms, p99 ${round(percentile(values, 99), 2)} ms`;
  log(`GET /stats ×${PAGE_REQUESTS} each, counting on: ${figure(times.on)}; off: ${figure(times.off)}`);
  log(
    `counting adds ${round(percentile(times.on, 99) - percentile(times.off, 99), 2)} ms at p99 (target: at most 1 ms)`,
  );

  // 2. One day of raw events, as generated visitors would leave them.
  const today = utcDay(new Date());
  const yesterday = addDays(today, -1);
  const filling = performance.now();
  await database.db.deleteFrom('analyticsEvents').execute();
  const BATCH = 2000;
  for (let start = 0; start < EVENTS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, EVENTS - start) }, (_, k) => {
      const n = start + k;
      const event = n % 5 === 0;
      return {
        at: `${yesterday}T12:00:00.000Z`,
        day: yesterday,
        type: event
          ? (['place_opened', 'video_clicked', 'trip_opened'] as const)[n % 3]!
          : ('pageview' as const),
        path: `/places/${n % 1551}-place`,
        referrerHost: n % 4 === 0 ? `site${n % 300}.example` : null,
        utmSource: n % 10 === 0 ? `news${n % 20}` : null,
        utmMedium: n % 10 === 0 ? 'email' : null,
        utmCampaign: n % 10 === 0 ? `launch${n % 12}` : null,
        device: (['desktop', 'mobile', 'tablet'] as const)[n % 3]!,
        browser: ['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Other'][n % 6]!,
        country: ['US', 'DE', 'FR', 'JP', 'GB', 'BR', 'IN', 'ES', 'IT', 'CA'][n % 10]!,
        visitor: `v${n % 250_000}`,
        target: event ? String(n % 1551) : null,
      };
    });
    await database.db.insertInto('analyticsEvents').values(rows).execute();
  }
  log(
    `${EVENTS.toLocaleString('en-US')} raw events of one day written in ${Math.round(performance.now() - filling)} ms (${database.engine})`,
  );

  const rolling = performance.now();
  await rollUpDay(database, yesterday);
  log(`that day rolled up in ${Math.round(performance.now() - rolling)} ms`);
  const perDay = await database.db
    .selectFrom('analyticsDaily')
    .select((eb) => eb.fn.countAll<number | string>().as('rows'))
    .where('day', '=', yesterday)
    .executeTakeFirstOrThrow();
  // The same aggregates for the days before; the raw rows become today's (not rolled up yet).
  for (let back = 2; back <= DAYS; back++) {
    await sql`insert into analytics_daily (day, type, dimension, value, count, visitors)
      select ${addDays(today, -back)}, type, dimension, value, count, visitors from analytics_daily where day = ${yesterday}`.execute(
      database.db,
    );
  }
  await database.db
    .updateTable('analyticsEvents')
    .set({ day: today, at: `${today}T12:00:00.000Z` })
    .execute();
  await database.db.deleteFrom('analyticsDaily').where('day', '=', today).execute();
  log(
    `${DAYS} days of aggregates: ${Number(perDay.rows).toLocaleString('en-US')} rows a day; today's ${EVENTS.toLocaleString('en-US')} events raw`,
  );

  const login = await counting.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    payload: { password: PASSWORD },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const timeSummaries = async (label: string) => {
    for (const days of [7, 30, DAYS]) {
      const from = addDays(today, -(days - 1));
      const runs: number[] = [];
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        const answer = await counting.inject({
          method: 'GET',
          url: `/api/analytics/summary?from=${from}&to=${today}`,
          headers: { cookie, host: 'localhost:3000' },
        });
        runs.push(performance.now() - started);
        if (answer.statusCode !== 200)
          throw new Error(`summary answered ${answer.statusCode}: ${answer.body}`);
      }
      log(
        `summary of ${days} days (${label}): median ${Math.round(percentile(runs, 50))} ms, slowest ${Math.round(Math.max(...runs))} ms (target: at most 200 ms)`,
      );
    }
  };
  await timeSummaries("today's events raw");
  // Today rolled up as well: what the summary costs from the aggregates alone.
  await rollUpDay(database, today);
  await timeSummaries('every day rolled up');
} finally {
  for (const app of apps) await app.close();
  await database.close();
  rmSync(client, { recursive: true, force: true });
  await drop();
}
