import type { FastifyInstance } from 'fastify';

/**
 * Graceful stop, first phase: once draining, every response asks the client to close its
 * connection, and requests that arrive are refused with 503. Requests already in flight finish.
 * Closing only then (app.close) means no keep-alive client is cut off mid-request.
 */
export function registerDrain(app: FastifyInstance): () => void {
  let draining = false;
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close').header('retry-after', '5');
    return reply
      .status(503)
      .type('application/json; charset=utf-8')
      .send({
        error: { code: 'unavailable', message: 'The server is restarting. Please try again in a moment.' },
      });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  return () => {
    draining = true;
  };
}
