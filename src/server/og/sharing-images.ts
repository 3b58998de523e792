import type { FastifyInstance, FastifyReply } from 'fastify';
import { placeImage, sharingImageKey } from '#shared/place-head.ts';
import { MAX_PLACE_ID } from '#shared/place-url.ts';
import type { AppContext } from '../context';
import { getVisitorLocation } from '../db/locations';
import { pathNotFound } from '../errors';
import { VersionedValue } from '../versioned-value';
import { statsCard } from './cards';
import { drawImage } from './draw';
import { ImageCache } from './image-cache';
import { placeElement } from './place-card';
import { readStatsNumbers, statsFigures, statsKey } from './stats-card';

/** `92-1x2y3z.png` as placeImage names it: a place id and the key of its content. */
const PLACE_FILE = /^([1-9]\d{0,9})-([0-9a-z]{1,13})\.png$/;

/** The image at a key never changes: a changed place has another address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An old address of a place's image: followed for an hour, then asked again (the place may change again). */
const REDIRECT_CACHE = 'public, max-age=3600';
/** The statistics' numbers change with every visit recorded: link previews take them for ten minutes. */
const STATS_CACHE = 'public, max-age=600';

/**
 * Sharing images are made to be shown on other sites (link previews, a creator's blog): unlike the
 * rest of the site (Cross-Origin-Resource-Policy: same-origin), any page may load them.
 */
const sendPng = (reply: FastifyReply, png: Buffer, cacheControl: string) =>
  reply
    .type('image/png')
    .header('cache-control', cacheControl)
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(png);

/**
 * The sharing images link previews show (issue 16): `/og/places/<id>-<key>.png` for each public
 * place (placeImage in shared/place-head.ts names it) and `/og/stats.png` with the live numbers,
 * drawn on the server (og/draw.ts) and kept by content key (og/image-cache.ts).
 */
export function registerSharingImages(app: FastifyInstance, context: AppContext): void {
  const { db } = context.database;
  const cache = new ImageCache(context.config.mediaDir);
  const numbers = new VersionedValue(context.dataVersion, () => readStatsNumbers(db));

  app.get<{ Params: { file: string } }>('/og/places/:file', async (request, reply) => {
    const match = PLACE_FILE.exec(request.params.file);
    const id = Number(match?.[1]);
    if (!match || id > MAX_PLACE_ID) return pathNotFound().send(reply);
    const place = await getVisitorLocation(db, id);
    const folder = `places/${id}`;
    if (!place) {
      // Trashed, deleted or made private: its images go too.
      await cache.forget(folder);
      return pathNotFound().send(reply);
    }
    const key = sharingImageKey(place);
    // A stale address (the place changed since it was shared) is sent on to the current one: each
    // address keeps meaning one drawing, so caches may keep it for good, and nothing is drawn for it.
    if (match[2] !== key) {
      return reply.header('cache-control', REDIRECT_CACHE).redirect(placeImage(place).url, 301);
    }
    const png = await cache.get(folder, `${key}.png`, () =>
      drawImage(() => placeElement(place, context.media.store)),
    );
    return sendPng(reply, png, IMMUTABLE);
  });

  app.get('/og/stats.png', async (request, reply) => {
    const current = await numbers.get();
    const key = statsKey(current);
    const etag = `"${key}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      return reply.header('cache-control', STATS_CACHE).status(304).send();
    }
    const png = await cache.get('stats', `${key}.png`, () =>
      drawImage(async () => statsCard(statsFigures(current))),
    );
    return sendPng(reply, png, STATS_CACHE);
  });
}
