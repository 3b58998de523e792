import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Long enough for a restart to finish; the client tries again then. */
const RETRY_AFTER_SECONDS = 5;

export interface StopTimes {
  /** How long /readyz answers 503 while everything else is served, so the proxy stops sending. */
  drainMs: number;
  /** How long the requests still running (a long write) get to finish once new ones are refused. */
  graceMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Graceful stop (SIGTERM): tells the proxy first (/readyz 503 for `drainMs`, everything else
     * served), then refuses new requests with 503 and `Connection: close` and closes once the
     * requests in flight have finished: 'finished', or 'timed out' after `graceMs`, still running.
     */
    stopGracefully(times: StopTimes): Promise<'finished' | 'timed out'>;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Once leaving, /readyz answers 503 (the proxy takes the instance out of its rotation); once
 * draining, every response asks the client to close its connection, and requests that arrive are
 * refused with 503. Requests already in flight finish. Closing only then (app.close) means no
 * keep-alive client is cut off mid-request.
 */
export function registerDrain(app: FastifyInstance): void {
  let leaving = false;
  let draining = false;
  // Requests in flight, refused ones too: a stop closes the connections left once none is running.
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    inFlight += 1;
    reply.raw.once('close', () => (inFlight -= 1));
    if (!draining && !(leaving && request.url === '/readyz')) return;
    reply.header('connection', 'close');
    const restarting = new HttpError(
      503,
      'unavailable',
      'The server is restarting. Please try again in a moment.',
      { retryAfter: RETRY_AFTER_SECONDS },
    );
    return restarting.send(reply);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  // Closing without a drain first (tests, a second signal) refuses new requests the same way.
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.decorate('stopGracefully', async ({ drainMs, graceMs }: StopTimes) => {
    leaving = true;
    if (drainMs > 0) await wait(drainMs);
    draining = true;
    // Keep-alive clients get `Connection: close` on their next answer before the listener closes.
    await wait(Math.min(1_000, graceMs));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), graceMs);
    });
    // A connection that never sent a request (a browser's preconnect) is not idle to Node: it would
    // hold the close until the server's headers timeout, a minute. Whenever nothing is in flight,
    // the connections left are closed (each answer while draining asked its client to close).
    const sweep = setInterval(() => {
      if (inFlight === 0) app.server.closeAllConnections();
    }, 100);
    try {
      return await Promise.race([app.close().then(() => 'finished' as const), timedOut]);
    } finally {
      clearTimeout(timer);
      clearInterval(sweep);
    }
  });
}
