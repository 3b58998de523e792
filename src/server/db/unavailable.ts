/** The socket-level failures of reaching PostgreSQL (refused while it restarts, reset, unreachable). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say the server is not there right now, not that the query is wrong: class 08
 * (connection exception), 57P01-57P03 (shutting down, crashed, starting up), 53300 (too many
 * connections).
 */
const POSTGRES_CODES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What pg says when a connection ends or cannot be had in time (these errors carry no code). */
const POSTGRES_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * A query failed because the database cannot be reached for the moment (PostgreSQL restarting, a
 * dropped connection) or, on SQLite, because another process held the write lock longer than the
 * busy timeout: the request may succeed if tried again, so it answers 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code) || code.startsWith('SQLITE_BUSY'))) {
    return true;
  }
  return code === undefined && POSTGRES_MESSAGES.test(error.message);
}
