import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/index.ts';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { rollUpAnalytics } from './rollup';

/** The rollup runs at start and then this often. */
export const ROLLUP_INTERVAL_MS = 60 * 60 * 1000;
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

/** Rolls up the analytics once before the app answers, then every hour, one instance at a time. */
export function registerAnalyticsRollup(app: FastifyInstance, database: Database, rawDays: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = async () => {
    const done = await unlessRunningElsewhere(database, () => rollUpAnalytics(database, rawDays));
    if (done && done.days + done.deleted > 0) app.log.info(done, 'analytics rolled up');
  };
  const runLogged = () => {
    running ??= run()
      .catch((error: unknown) =>
        // An outage is told once by the outage log (db/outage-log.ts); the next run tries again.
        isDatabaseUnavailable(error)
          ? app.log.debug({ err: error }, 'analytics rollup put off: the database is unavailable')
          : app.log.error({ err: error }, 'could not roll up the analytics'),
      )
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    // Not awaited: a long first rollup (after a long stop) never holds the start-up.
    runLogged();
    timer = setInterval(runLogged, ROLLUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
