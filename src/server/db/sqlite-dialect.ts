import type SQLite from 'better-sqlite3';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/**
 * Kysely's SQLite driver over one better-sqlite3 handle, with two changes:
 *
 * - On some failures (a full disk: SQLITE_FULL; an I/O error) SQLite rolls the transaction back by
 *   itself. Kysely then sends ROLLBACK anyway, which fails with "cannot rollback - no transaction is
 *   active", and that error replaces the real one in the log. This driver rolls back only a
 *   transaction that is still open, so the real cause reaches the error handler.
 * - While a long transaction runs (an import of 100,000 places: seconds, letting other requests run
 *   between its batches), the one connection is its own: every other query would wait for it to end.
 *   Meanwhile they go to a second handle on the same file (`side`), which reads the last committed
 *   data (WAL) at once. A write there finds the file locked and fails at once with SQLITE_BUSY
 *   (503 with Retry-After, db/unavailable.ts) instead of holding the event loop in SQLite's busy wait.
 */
class SqliteDriverKeepingCause extends SqliteDriver {
  readonly #side: { driver: SqliteDriver; handle: SQLite.Database } | undefined;
  readonly #sideConnections = new WeakSet<DatabaseConnection>();
  #long = 0;

  constructor(
    private readonly handle: SQLite.Database,
    side: SQLite.Database | undefined,
  ) {
    super({ database: handle });
    this.#side = side && { driver: new SqliteDriver({ database: side }), handle: side };
  }

  override async init(): Promise<void> {
    await super.init();
    await this.#side?.driver.init();
  }

  /** Runs `work` (inside a transaction that holds the main connection) with other queries sent to the side handle. */
  async whileLong<T>(work: () => Promise<T>): Promise<T> {
    this.#long += 1;
    try {
      return await work();
    } finally {
      this.#long -= 1;
    }
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#long === 0 || !this.#side) return super.acquireConnection();
    const connection = await this.#side.driver.acquireConnection();
    this.#sideConnections.add(connection);
    return connection;
  }

  /** Kysely gives the connection back (Driver.releaseConnection), though SqliteDriver's own ignores it. */
  override async releaseConnection(connection?: DatabaseConnection): Promise<void> {
    if (this.#side && connection && this.#sideConnections.has(connection))
      return this.#side.driver.releaseConnection();
    return super.releaseConnection();
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const handle = this.#sideConnections.has(connection) ? this.#side?.handle : this.handle;
    if (handle?.inTransaction) await super.rollbackTransaction(connection);
  }

  override async destroy(): Promise<void> {
    await this.#side?.driver.destroy();
    await super.destroy();
  }
}

/** Kysely's SQLite dialect over one better-sqlite3 handle (and a side one, see above). */
export class SqliteDialectKeepingCause extends SqliteDialect {
  #driver: SqliteDriverKeepingCause | undefined;

  constructor(
    private readonly handle: SQLite.Database,
    private readonly side?: SQLite.Database,
  ) {
    super({ database: handle });
  }

  override createDriver(): Driver {
    this.#driver = new SqliteDriverKeepingCause(this.handle, this.side);
    return this.#driver;
  }

  /** See SqliteDriverKeepingCause.whileLong. */
  whileLong<T>(work: () => Promise<T>): Promise<T> {
    return this.#driver ? this.#driver.whileLong(work) : work();
  }
}
