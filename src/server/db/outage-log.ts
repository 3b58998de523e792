import type { FastifyBaseLogger } from 'fastify';

/** How often an outage checks whether the database is back. */
const PROBE_MS = 1_000;

/**
 * One log line when the database goes away and one when it is back, with the count of requests
 * answered 503 meanwhile, instead of a stack trace per refused request (hundreds a second under
 * load). While it is down, a cheap query (`probe`) is tried every second to see it come back.
 */
export interface OutageLog {
  /** The database could not be reached (a background check): opens an outage, counts nothing. */
  down(error: unknown): void;
  /** A request was answered 503 because the database could not be reached. */
  refused(error: unknown): void;
  /** The database answered: closes the outage, if one is open. */
  up(): void;
  close(): void;
}

export function createOutageLog(
  log: FastifyBaseLogger,
  probe: () => Promise<unknown>,
  probeMs = PROBE_MS,
): OutageLog {
  let since: number | undefined;
  let refused = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const check = () => {
    timer = undefined;
    probe().then(
      () => outage.up(),
      () => {
        if (since !== undefined && !closed) schedule();
      },
    );
  };
  const schedule = () => {
    timer = setTimeout(check, probeMs);
    timer.unref();
  };

  const outage: OutageLog = {
    down(error) {
      if (since !== undefined || closed) return;
      since = Date.now();
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ err: error }, `database unavailable (${reason}): answering 503 until it is back`);
      schedule();
    },
    refused(error) {
      outage.down(error);
      refused += 1;
    },
    up() {
      if (since === undefined) return;
      const seconds = Math.round((Date.now() - since) / 100) / 10;
      log.info(
        { refused, downSeconds: seconds },
        `database reachable again after ${seconds} s; ${refused} request${refused === 1 ? ' was' : 's were'} answered 503 meanwhile`,
      );
      since = undefined;
      refused = 0;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
  return outage;
}
