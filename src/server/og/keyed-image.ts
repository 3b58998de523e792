import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ReactElement } from 'react';
import { pathNotFound } from '../errors';
import { drawImage } from './draw';
import type { ImageCache } from './image-cache';

/** `92-1x2y3z.png`: an id and the key of the content its image shows. */
const KEYED_FILE = /^([1-9]\d{0,9})-([0-9a-z]{1,13})\.png$/;
const MAX_ID = 2_147_483_647;

/** The image at a key never changes: a changed subject has another address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An old address: followed for an hour, then asked again (the subject may change again). */
const REDIRECT_CACHE = 'public, max-age=3600';

/**
 * Sharing images are made to be shown on other sites (link previews, a creator's blog): unlike the
 * rest of the site (Cross-Origin-Resource-Policy: same-origin), any page may load them.
 */
export const sendPng = (reply: FastifyReply, png: Buffer, cacheControl: string) =>
  reply
    .type('image/png')
    .header('cache-control', cacheControl)
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(png);

export interface KeyedImage<T> {
  /** `/og/trips`: the images are at `/og/trips/<id>-<key>.png`. */
  prefix: string;
  /** The image cache's folder of one subject's images. */
  folder: string;
  /** What a visitor may see of the subject, or nothing (missing, private, not on sale…). */
  read: (id: number) => Promise<T | undefined>;
  key: (subject: T) => string;
  /** The subject's image at its current key. */
  url: (subject: T) => string;
  draw: (subject: T) => Promise<ReactElement>;
}

/**
 * A subject's sharing image at the address of its content: drawn once per key and kept (the key
 * changes with what it shows); an old key is sent on to the current one; a subject visitors may no
 * longer see is 404, and its images are forgotten.
 */
export function keyedImageRoute<T>(app: FastifyInstance, cache: ImageCache, image: KeyedImage<T>) {
  app.get<{ Params: { file: string } }>(`${image.prefix}/:file`, async (request, reply) => {
    const match = KEYED_FILE.exec(request.params.file);
    const id = Number(match?.[1]);
    if (!match || id > MAX_ID) return pathNotFound().send(reply);
    const subject = await image.read(id);
    const folder = `${image.folder}/${id}`;
    if (!subject) {
      await cache.forget(folder);
      return pathNotFound().send(reply);
    }
    const key = image.key(subject);
    if (match[2] !== key)
      return reply.header('cache-control', REDIRECT_CACHE).redirect(image.url(subject), 301);
    const png = await cache.get(folder, `${key}.png`, () => drawImage(() => image.draw(subject)));
    return sendPng(reply, png, IMMUTABLE);
  });
}
