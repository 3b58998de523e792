import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathNotFound } from '#server/errors.ts';
import type { Cached } from './caching-proxy';

/**
 * Answers with a file another site gave (or 404 when it has none), with its ETag, kept by browsers
 * as long as it stays fresh here. `private` for what the owner alone may see: no shared cache keeps
 * it for a visitor.
 */
export function send(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: Cached | undefined,
  { scope = 'public', now = Date.now() }: { scope?: 'public' | 'private'; now?: number } = {},
) {
  if (!cached) return pathNotFound().send(reply);
  // Browsers keep it as long as it stays fresh here, at least a minute, at most a day.
  const maxAge = Math.min(86_400, Math.max(60, Math.round((cached.freshUntil - now) / 1000)));
  reply.header('etag', cached.etag).header('cache-control', `${scope}, max-age=${maxAge}`);
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return reply.type(cached.contentType).send(cached.body);
}
