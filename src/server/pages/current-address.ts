import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A page asked for under an old or missing slug (a renamed place, trip or pack): a permanent
 * redirect to its current address, with the query the visitor came with.
 */
export function redirectToCurrent(request: FastifyRequest, reply: FastifyReply, path: string) {
  const query = request.url.indexOf('?');
  const to = query === -1 ? path : `${path}${request.url.slice(query)}`;
  return reply.header('cache-control', 'no-cache').redirect(to, 301);
}
