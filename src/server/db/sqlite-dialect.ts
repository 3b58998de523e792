import type SQLite from 'better-sqlite3';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/**
 * On some failures (a full disk: SQLITE_FULL; an I/O error) SQLite rolls the transaction back by
 * itself. Kysely then sends ROLLBACK anyway, which fails with "cannot rollback - no transaction is
 * active", and that error replaces the real one in the log. This driver rolls back only a
 * transaction that is still open, so the real cause reaches the error handler.
 */
class SqliteDriverKeepingCause extends SqliteDriver {
  constructor(private readonly handle: SQLite.Database) {
    super({ database: handle });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.handle.inTransaction) await super.rollbackTransaction(connection);
  }
}

/** Kysely's SQLite dialect over one better-sqlite3 handle, keeping a failed transaction's real cause. */
export class SqliteDialectKeepingCause extends SqliteDialect {
  constructor(private readonly handle: SQLite.Database) {
    super({ database: handle });
  }

  override createDriver(): Driver {
    return new SqliteDriverKeepingCause(this.handle);
  }
}
