import { randomBytes } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './index';
import type { OutageLog } from './outage-log';
import type { DB } from './schema';

/**
 * The version of the places that every instance on this database shares (migration
 * 0004-data-version: triggers bump it in the same transaction as every change). Cached
 * representations are keyed by it and their ETags name it, so a change made through any instance,
 * route or script is seen by every instance at its next read.
 */
export interface DataVersion {
  /** `epoch-version`, as of this moment (PostgreSQL: as of the last notification or check). */
  current(): Promise<string>;
  /** This instance committed a change: the next current() asks the database instead of waiting for the notification. */
  changed(): void;
  close(): Promise<void>;
}

/** The notification channel the PostgreSQL trigger sends on, with the schema as payload. */
const CHANNEL = 'fru_world_data';
/** PostgreSQL: the version is checked this often even when no notification comes (a lost one, a reconnect). */
const CHECK_MS = 500;
/** Older than this (the database unreachable), the known version is not trusted: reads that need it answer 503. */
const FRESH_MS = 5_000;
const RECONNECT_MS = { first: 250, max: 5_000 };

interface VersionRow {
  epoch: string;
  version: number | string;
}
const tokenOf = (row: VersionRow | undefined) => {
  if (!row) throw new Error('The data_version row is missing: the database is not migrated.');
  return `${row.epoch}-${row.version}`;
};

/** A new epoch at each start, under the start-up lock: ETags from before a restore or a new build never match. */
export async function startNewEpoch(db: Kysely<DB>): Promise<void> {
  await sql`update data_version set epoch = ${randomBytes(6).toString('base64url')} where id = 1`.execute(db);
}

export function watchDataVersion(
  database: Database,
  log: FastifyBaseLogger,
  outage?: OutageLog,
): DataVersion {
  if (database.sqlite) return sqliteDataVersion(database.sqlite);
  if (database.pool) return new PostgresDataVersion(database.pool, log, outage);
  throw new Error('The database has neither an SQLite handle nor a PostgreSQL pool');
}

/**
 * SQLite: reading the row costs microseconds and sees every commit, this process's or another's
 * on the same file. Inside a transaction this connection would see its own uncommitted bump, so
 * then the last committed value stands (the transaction's changes are not readable before it ends).
 */
function sqliteDataVersion(sqlite: SQLite.Database): DataVersion {
  const read = sqlite.prepare<[], VersionRow>('select epoch, version from data_version where id = 1');
  let known = tokenOf(read.get());
  return {
    current: async () => {
      if (!sqlite.inTransaction) known = tokenOf(read.get());
      return known;
    },
    changed: () => {},
    close: async () => {},
  };
}

/**
 * PostgreSQL: LISTEN on a connection of its own (reconnected when lost) tells of every commit at
 * once; a check every 500 ms, and one after every reconnect, catches what a lost notification or
 * connection would miss.
 */
class PostgresDataVersion implements DataVersion {
  #known: { token: string; at: number } | undefined;
  /** Bumped by each change heard of; a read that started at this generation or later is current. */
  #wanted = 0;
  #checked = -1;
  #reading: { generation: number; token: Promise<string> } | undefined;
  #readsStarted = 0;
  #readsApplied = 0;
  #listener: pg.Client | undefined;
  #schema: string | undefined;
  #retryMs = RECONNECT_MS.first;
  #reconnect: NodeJS.Timeout | undefined;
  #closed = false;
  #unreachable = false;
  readonly #timer: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
    /** Where outages are told (one line each), when the app keeps such a log. */
    private readonly outage?: OutageLog,
  ) {
    this.#timer = setInterval(() => {
      if (!this.#reading) this.#read().catch(() => {});
    }, CHECK_MS);
    this.#timer.unref();
    void this.#listen();
  }

  async current(): Promise<string> {
    const known = this.#known;
    if (known && this.#checked >= this.#wanted && Date.now() - known.at < FRESH_MS) return known.token;
    const reading = this.#reading;
    return reading && reading.generation >= this.#wanted ? reading.token : this.#read();
  }

  changed(): void {
    this.#wanted += 1;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    clearTimeout(this.#reconnect);
    await this.#listener?.end().catch(() => {});
  }

  #read(): Promise<string> {
    const generation = this.#wanted;
    const order = ++this.#readsStarted;
    const token = this.pool
      .query<VersionRow>('select epoch, version from data_version where id = 1')
      .then(({ rows }) => {
        const value = tokenOf(rows[0]);
        // An older read finishing late must not overwrite a newer one.
        if (order > this.#readsApplied) {
          this.#readsApplied = order;
          this.#known = { token: value, at: Date.now() };
          this.#checked = Math.max(this.#checked, generation);
        }
        this.#reachable(true);
        return value;
      })
      .catch((error: unknown) => {
        this.#reachable(false, error);
        throw error;
      })
      .finally(() => {
        if (this.#reading?.token === token) this.#reading = undefined;
      });
    this.#reading = { generation, token };
    return token;
  }

  /** One line when the database goes away and one when it is back, not one per check. */
  #reachable(reachable: boolean, error?: unknown) {
    if (reachable === !this.#unreachable) return;
    this.#unreachable = !reachable;
    if (this.outage) {
      if (reachable) this.outage.up();
      else this.outage.down(error);
    } else if (reachable) this.log.info('the database is reachable again');
    else this.log.warn({ err: error }, 'the database cannot be reached; answering 503 until it is back');
  }

  async #listen(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client(this.pool.options);
    let retried = false;
    const retry = () => {
      if (retried || this.#closed) return;
      retried = true;
      if (this.#listener === client) this.#listener = undefined;
      client.end().catch(() => {});
      this.#reconnect = setTimeout(() => void this.#listen(), this.#retryMs);
      this.#reconnect.unref();
      this.#retryMs = Math.min(this.#retryMs * 2, RECONNECT_MS.max);
    };
    // A lost connection is an 'error' and then an 'end': either way, listen again on a new one.
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', ({ payload }) => {
      if (payload === this.#schema) this.changed();
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      this.#schema = rows[0]?.schema;
      await client.query(`listen ${CHANNEL}`);
      if (this.#closed) return void client.end().catch(() => {});
      this.#listener = client;
      this.#retryMs = RECONNECT_MS.first;
      // Changes committed while no one listened: the next read asks.
      this.changed();
    } catch {
      retry();
    }
  }
}
