import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/index.ts';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { aggregateAll } from './aggregate';
import { rollUpAnalytics } from './rollup';

/** The rollup (and the clean-up of raw rows) runs at start and then this often. */
export const ROLLUP_INTERVAL_MS = 60 * 60 * 1000;
/** New events are counted into the aggregates this often: the dashboard is this fresh. */
export const AGGREGATE_INTERVAL_MS = 10 * 1000;
/** Our pg_try_advisory_lock key for a whole run ("FruR"). */
const RUN_LOCK = 0x46727552;

/**
 * Runs `work` unless another instance is running it: a session advisory lock on a connection of its
 * own (PostgreSQL), an IMMEDIATE transaction on a lock file beside the database (SQLite), as
 * db/startup-lock.ts does, but giving up at once. Undefined when another instance had it.
 */
async function unlessRunningElsewhere<T>(database: Database, work: () => Promise<T>): Promise<T | undefined> {
  if (database.pool) {
    const client = await database.pool.connect();
    try {
      const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [
        RUN_LOCK,
      ]);
      if (!rows[0]?.got) return undefined;
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [RUN_LOCK]);
      }
    } finally {
      client.release();
    }
  }
  const path = database.sqlite?.name;
  if (!path || database.sqlite?.memory) return work();
  const lock = new SQLite(`${path}-analytics-lock`, { timeout: 0 });
  try {
    lock.exec('BEGIN IMMEDIATE');
  } catch {
    lock.close();
    return undefined;
  }
  try {
    return await work();
  } finally {
    lock.close();
  }
}

/** Runs `work` once at a time: a call while it runs is dropped; errors are logged, never thrown. */
function oneAtATime(app: FastifyInstance, what: string, work: () => Promise<void>) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= work()
      .catch((error: unknown) =>
        // An outage is told once by the outage log (db/outage-log.ts); the next run tries again.
        isDatabaseUnavailable(error)
          ? app.log.debug({ err: error }, `analytics ${what} put off: the database is unavailable`)
          : app.log.error({ err: error }, `could not ${what} the analytics`),
      )
      .finally(() => (running = undefined));
  };
  return { run, done: () => running };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles once the rollup running now (the one at start) has finished: tests wait for it. */
    analyticsRollupDone(): Promise<void>;
  }
}

/**
 * Counts new events into the aggregates every 10 seconds (each instance tries; the steps take
 * turns), and rolls up (cleans up raw rows) at start and then every hour, one instance at a time.
 */
export function registerAnalyticsRollup(app: FastifyInstance, database: Database, rawDays: number): void {
  const timers: NodeJS.Timeout[] = [];
  const rollup = oneAtATime(app, 'roll up', async () => {
    const done = await unlessRunningElsewhere(database, () => rollUpAnalytics(database, rawDays));
    if (done && done.days + done.deleted > 0) app.log.info(done, 'analytics rolled up');
  });
  const aggregate = oneAtATime(app, 'aggregate', async () => {
    await aggregateAll(database);
  });
  app.decorate('analyticsRollupDone', async () => {
    await rollup.done();
  });
  app.addHook('onReady', async () => {
    // Not awaited: a long first rollup (after a long stop) never holds the start-up.
    rollup.run();
    timers.push(
      setInterval(rollup.run, ROLLUP_INTERVAL_MS),
      setInterval(aggregate.run, AGGREGATE_INTERVAL_MS),
    );
    for (const timer of timers) timer.unref();
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all([rollup.done(), aggregate.done()]);
  });
}
