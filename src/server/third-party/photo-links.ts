import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isOwnerRequest } from '#server/auth/sessions.ts';
import type { AppContext } from '#server/context.ts';
import { isPlacePhotoLink } from '#server/db/photo-links.ts';
import { badInput, pathNotFound } from '#server/errors.ts';
import { LIMITS } from '#shared/location.ts';
import { CachingProxy, type CachingProxyOptions } from './caching-proxy';
import { send } from './send-cached';

/** Photos linked from other sites are kept up to this much on disk, the least recently used going first. */
const PHOTO_LINK_CACHE_BYTES = 512 * 1024 * 1024;
/** A linked photo larger than this is not served through the site (the browser shows the type's emoji). */
const PHOTO_LINK_MAX_BYTES = 25 * 1024 * 1024;

const isHttpLink = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * GET /photo-link?url=…: a place's photo given as a link to another site, fetched by the server and
 * kept in MEDIA_DIR/photo-links, so that a visitor's browser asks no other site (issue 39). Only
 * the links places hold are served (public places' for visitors), never any other address: the
 * server is no open proxy. What is not an image is not served.
 */
export function registerPhotoLinks(
  app: FastifyInstance,
  context: AppContext,
  common: Pick<CachingProxyOptions, 'userAgent' | 'timeoutMs' | 'log'>,
): void {
  const proxy = new CachingProxy({
    ...common,
    dir: join(context.config.mediaDir, 'photo-links'),
    maxBytes: PHOTO_LINK_CACHE_BYTES,
    maxFileBytes: PHOTO_LINK_MAX_BYTES,
  });
  app.get<{ Querystring: { url?: unknown } }>('/photo-link', async (request, reply) => {
    const { url } = request.query;
    if (typeof url !== 'string' || url.length > LIMITS.urlMax || !isHttpLink(url))
      throw badInput({ url: 'Must be an absolute http(s) link' });
    const owner = await isOwnerRequest(request, context.database.db, context.config.secure);
    if (!(await isPlacePhotoLink(context.database.db, url, owner))) return pathNotFound().send(reply);
    const key = createHash('sha256').update(url).digest('hex');
    const cached = await proxy.get(`${key.slice(0, 2)}/${key}`, url);
    const image = cached?.contentType.startsWith('image/') ? cached : undefined;
    // What the owner alone may see (a private place's photo) is kept by no shared cache.
    return send(request, reply, image, { scope: owner ? 'private' : 'public' });
  });
}
