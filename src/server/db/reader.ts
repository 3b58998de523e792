import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { openDatabase, type DatabaseLocation } from './index';
import type { DB } from './schema';

/** Whether another thread can open this database: an in-memory SQLite database is one connection's own. */
export const canBeReadElsewhere = (location: DatabaseLocation) => location.url !== 'sqlite::memory:';

/**
 * A connection of its own to a database another thread (or process) writes: a read-only handle on
 * the SQLite file (WAL: it reads the last committed data without waiting for a writer), or a pool
 * on the PostgreSQL database in the same schema. Used by the worker that builds the large cached
 * representations (representation-worker.ts).
 */
export async function openReader(location: DatabaseLocation): Promise<Kysely<DB>> {
  if (!location.url.startsWith('sqlite:'))
    return (await openDatabase(location.url, { schema: location.schema })).db;
  const handle = new SQLite(location.url.slice('sqlite:'.length), { readonly: true, fileMustExist: true });
  handle.pragma('busy_timeout = 5000');
  return new Kysely<DB>({
    dialect: new SqliteDialect({ database: handle }),
    plugins: [new CamelCasePlugin()],
  });
}
