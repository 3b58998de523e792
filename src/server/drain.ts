import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Long enough for a restart to finish; the client tries again then. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Graceful stop, first phase: once draining, every response asks the client to close its
 * connection, and requests that arrive are refused with 503. Requests already in flight finish.
 * Closing only then (app.close) means no keep-alive client is cut off mid-request.
 */
export function registerDrain(app: FastifyInstance): () => void {
  let draining = false;
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
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
  return () => {
    draining = true;
  };
}
