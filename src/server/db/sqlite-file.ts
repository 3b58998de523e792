import { resolve } from 'node:path';
import SQLite from 'better-sqlite3';

/** SQLite's answers for a file (or its folder, where the WAL lives) that cannot be written. */
const NOT_WRITABLE = /^SQLITE_(READONLY|CANTOPEN|PERM|AUTH)/;

/**
 * Opens the SQLite file with our settings and proves at once that it can be written: a read-only
 * file would otherwise start and then fail every sign-in and save. A failure is one line naming
 * the file.
 */
export function openSqliteFile(path: string): SQLite.Database {
  let sqlite: SQLite.Database | undefined;
  try {
    sqlite = new SQLite(path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    if (path !== ':memory:') probeWrite(sqlite);
    return sqlite;
  } catch (error) {
    sqlite?.close();
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && NOT_WRITABLE.test(code)) {
      throw new Error(
        `the database file ${resolve(path)} cannot be written (${code}: ${(error as Error).message}). ` +
          'Fru World needs to write to it and to its folder: check their owner and permissions, and the disk.',
      );
    }
    throw error;
  }
}

/**
 * Rewrites the header's user_version with its own value inside a transaction that is rolled back:
 * SQLite asks for write access without changing anything. (BEGIN IMMEDIATE alone succeeds on a
 * read-only file in WAL mode.) Another process holding the write lock (SQLITE_BUSY) proves the file
 * writable too.
 */
function probeWrite(sqlite: SQLite.Database): void {
  const version = Number(sqlite.pragma('user_version', { simple: true }));
  sqlite.exec('BEGIN');
  try {
    sqlite.pragma(`user_version = ${version}`);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'SQLITE_BUSY') throw error;
  } finally {
    if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
  }
}
