import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, type Transaction } from 'kysely';
import type { DB } from './schema';
import { migrationProvider } from './migrations/index';
import { SqliteDialectKeepingCause } from './sqlite-dialect';
import { openSqliteFile } from './sqlite-file';

export type Engine = 'sqlite' | 'postgres';

/** Where a database is: enough for another thread to open its own connection (db/reader.ts). */
export interface DatabaseLocation {
  url: string;
  schema?: string;
}

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  location: DatabaseLocation;
  /** The raw SQLite handle, for its online backup and integrity check; undefined on PostgreSQL. */
  sqlite: SQLite.Database | undefined;
  /** The PostgreSQL pool (rate-limit store, pool metrics); undefined on SQLite. */
  pool: pg.Pool | undefined;
  /**
   * A transaction that may run for seconds (an import of 100,000 places), letting other requests
   * run between its steps: on SQLite, other queries meanwhile read the last committed data through
   * a second handle instead of waiting for it, and other writes answer 503 at once (sqlite-dialect.ts).
   */
  longTransaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL only: work inside this schema (created when missing). Tests use one per run. */
  schema?: string;
}

// PostgreSQL returns COUNT(*) and BIGINT as strings; our counts fit in a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://'))
    return openPostgres(url, options.schema);
  if (url.startsWith('sqlite:')) return openSqlite(url);
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}

function openSqlite(url: string): Database {
  const path = url.slice('sqlite:'.length);
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = openSqliteFile(path);
  // An in-memory database is one connection's own: it has no side handle.
  const side = path === ':memory:' ? undefined : openSqliteFile(path);
  side?.pragma('busy_timeout = 0');
  const dialect = new SqliteDialectKeepingCause(sqlite, side);
  const db = new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin()] });
  return {
    db,
    engine: 'sqlite',
    location: { url },
    sqlite,
    pool: undefined,
    longTransaction: (work) => db.transaction().execute((trx) => dialect.whileLong(() => work(trx))),
    // Kysely's SQLite driver closes the handle itself.
    close: () => db.destroy(),
  };
}

async function openPostgres(connectionString: string, schema: string | undefined): Promise<Database> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`Invalid schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // An unreachable server fails the request (503) instead of holding it until TCP gives up.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection the server ends (a restart, pg_terminate_backend) is an 'error' on its client and,
  // when idle, on the pool. Unheard, either would end the process; the pool drops that connection
  // and opens a new one for the next query, and that query's failure, if any, answers 503.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  return {
    db,
    engine: 'postgres',
    location: schema ? { url: connectionString, schema } : { url: connectionString },
    sqlite: undefined,
    pool,
    longTransaction: (work) => db.transaction().execute(work),
    close: () => db.destroy(),
  };
}

/** Brings the schema to the latest version; runs at every start, on both engines. */
export async function migrateToLatest(db: Kysely<DB>, schema?: string): Promise<void> {
  // In a schema of its own (tests), the migrator's bookkeeping tables live there too.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
