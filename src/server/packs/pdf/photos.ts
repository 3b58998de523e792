import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { uploadedPhotoId } from '#shared/media.ts';
import type { MediaStore } from '#server/media/media-store.ts';

/** A stop's photo is printed at most this wide (points): 480 px is about 160 dpi there. */
export const PHOTO_PIXELS = { width: 480, height: 360 } as const;
const JPEG_QUALITY = 72;
/** Photos resized at once: sharp's work runs on libuv's threads, so two keep the event loop free. */
const CONCURRENCY = 2;

/** A photo's bytes by its link (`/media/<id>.webp`), or null when it cannot be read here. */
export type PhotoReader = (url: string) => Promise<Uint8Array | null>;

export interface PrintPhoto {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

/**
 * Reads an uploaded photo from the media store: its 640 px WebP (the smallest copy that still fills
 * the print), else its largest. A link to another site gives null: the server fetches nothing.
 */
export function mediaPhotoReader(store: MediaStore): PhotoReader {
  return async (url) => {
    const id = uploadedPhotoId(url);
    if (!id) return null;
    for (const path of [store.publicPath(id, 640, 'webp'), store.canonicalPath(id)]) {
      try {
        return new Uint8Array(await readFile(path));
      } catch {
        // That copy does not exist (a photo narrower than 640 px): the next one.
      }
    }
    return null;
  };
}

/** The print copies already made, by photo link: a second PDF of a trip skips the resizing. */
export interface PrintCache {
  get(url: string): Promise<Uint8Array | null>;
  set(url: string, jpeg: Uint8Array): Promise<void>;
}

/**
 * Print copies of uploaded photos kept in `dir` (in the media folder, not served), one JPEG a
 * photo. A copy whose photo is gone from the store is removed when next asked for.
 */
export function mediaPrintCache(store: MediaStore, dir: string): PrintCache {
  const pathOf = (id: string) => join(dir, `${id}-${PHOTO_PIXELS.width}.jpg`);
  return {
    async get(url) {
      const id = uploadedPhotoId(url);
      if (!id) return null;
      try {
        await access(store.canonicalPath(id));
      } catch {
        await rm(pathOf(id), { force: true });
        return null;
      }
      return readFile(pathOf(id)).then(
        (bytes) => new Uint8Array(bytes),
        () => null,
      );
    },
    async set(url, jpeg) {
      const id = uploadedPhotoId(url);
      if (!id) return;
      await mkdir(dir, { recursive: true });
      const temporary = `${pathOf(id)}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, jpeg);
      await rename(temporary, pathOf(id));
    },
  };
}

/**
 * Each distinct link read and made a JPEG of at most PHOTO_PIXELS (turned upright, EXIF left
 * behind); a photo that cannot be read or decoded is left out rather than failing the PDF.
 */
export async function preparePhotos(
  urls: Iterable<string>,
  read: PhotoReader,
  onEach: () => void = () => undefined,
  cache?: PrintCache,
): Promise<Map<string, PrintPhoto>> {
  const limit = pLimit(CONCURRENCY);
  const prepared = new Map<string, PrintPhoto>();
  await Promise.all(
    [...new Set(urls)].map((url) =>
      limit(async () => {
        try {
          const cached = await cache?.get(url).catch(() => null);
          if (cached) {
            const { width, height } = await sharp(cached).metadata();
            prepared.set(url, { jpeg: cached, width, height });
            return;
          }
          const bytes = await read(url);
          if (!bytes) return;
          const { data, info } = await sharp(bytes, { limitInputPixels: 100_000_000 })
            .rotate()
            .resize({ ...PHOTO_PIXELS, fit: 'inside', withoutEnlargement: true })
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: JPEG_QUALITY })
            .toBuffer({ resolveWithObject: true });
          const jpeg = new Uint8Array(data);
          prepared.set(url, { jpeg, width: info.width, height: info.height });
          await cache?.set(url, jpeg).catch(() => undefined);
        } catch {
          // An unreadable photo: the stop is printed without it.
        } finally {
          onEach();
        }
      }),
    ),
  );
  return prepared;
}
