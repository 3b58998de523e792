import SQLite from 'better-sqlite3';
import type { Database } from './index';

/** Our pg_advisory_lock key ("FruW"); any number works as long as nothing else on the database uses it. */
const POSTGRES_LOCK_KEY = 0x46727557;
/** SQLite: how long an instance waits for another one's start-up (migrations and the demo seed take seconds). */
const SQLITE_WAIT_MS = 120_000;

/**
 * Runs the start-up's writes (migrations, the owner account, the demo seed) while holding a lock
 * every instance on the database takes, so instances started together take turns instead of
 * racing to create the same tables and rows (issue 13: `duplicate key … "users_pkey"`).
 * PostgreSQL: a session advisory lock on a connection of its own, freed when that connection ends
 * (even if the process dies). SQLite: an IMMEDIATE transaction on a lock file beside the database,
 * which SQLite's own file locking gives to one process at a time (the operating system frees it
 * when a process dies); the database's own connection stays free for the work.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.pool) {
    const client = await database.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [POSTGRES_LOCK_KEY]);
      const result = await work();
      await client.query('select pg_advisory_unlock($1)', [POSTGRES_LOCK_KEY]);
      client.release();
      return result;
    } catch (error) {
      // Ending the connection frees the lock.
      client.release(true);
      throw error;
    }
  }
  const path = database.sqlite?.name;
  if (!path || database.sqlite?.memory) return work();
  const lock = new SQLite(`${path}-startup-lock`, { timeout: SQLITE_WAIT_MS });
  try {
    lock.exec('BEGIN IMMEDIATE');
    return await work();
  } finally {
    lock.close();
  }
}
