import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { placeImage, sharingImageKey } from '#shared/place-head.ts';
import type { AppContext } from '../context';
import { getVisitorLocation } from '../db/locations';
import { VersionedValue } from '../versioned-value';
import { statsCard, type StatsFigure } from './cards';
import { drawImage } from './draw';
import { ImageCache } from './image-cache';
import { keyedImageRoute, sendPng } from './keyed-image';
import { registerPackImages } from './pack-image';
import { placeElement } from './place-card';
import { homeFigures, readStatsNumbers, statsFigures, statsKey } from './stats-card';
import { registerTripImages } from './trip-image';

/** The statistics' numbers change with every visit recorded: link previews take them for ten minutes. */
const STATS_CACHE = 'public, max-age=600';

/**
 * The sharing images link previews show (issue 16): `/og/places/<id>-<key>.png` for each public
 * place (placeImage in shared/place-head.ts names it), the trips' and the packs' alike, and
 * `/og/stats.png` with the live numbers, drawn on the server (og/draw.ts) and kept by content key
 * (og/image-cache.ts).
 */
export function registerSharingImages(app: FastifyInstance, context: AppContext): void {
  const { db } = context.database;
  const cache = new ImageCache(context.config.mediaDir);
  const numbers = new VersionedValue(context.dataVersion, () => readStatsNumbers(db), {
    scale: context.archiveScale,
  });

  keyedImageRoute(app, cache, {
    prefix: '/og/places',
    folder: 'places',
    // Trashed, deleted or made private: its images go too.
    read: (id) => getVisitorLocation(db, id),
    key: sharingImageKey,
    url: (place) => placeImage(place).url,
    draw: (place) => placeElement(place, context.media.store),
  });

  /** An image drawn by what it shows (`key`), answered 304 when the asker has that one. */
  const figuresImage =
    (folder: string, read: () => Promise<{ key: string; card: StatsFigure[]; line?: string }>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { key, card, line } = await read();
      const etag = `"${key}"`;
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        return reply.header('cache-control', STATS_CACHE).status(304).send();
      }
      const png = await cache.get(folder, `${key}.png`, () => drawImage(async () => statsCard(card, line)));
      return sendPng(reply, png, STATS_CACHE);
    };

  app.get(
    '/og/stats.png',
    figuresImage('stats', async () => {
      const current = await numbers.get();
      return { key: statsKey(current), card: statsFigures(current) };
    }),
  );
  // The site's image: the copy's figures (shared/figures.ts), as the description names them.
  app.get(
    '/og/home.png',
    figuresImage('home', async () => {
      const card = homeFigures(await context.figures.resolve());
      return { key: statsKey(card), card, line: 'One interactive travel map' };
    }),
  );

  registerTripImages(app, context, cache);
  registerPackImages(app, context, cache);
}
