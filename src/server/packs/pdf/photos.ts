import { readFile } from 'node:fs/promises';
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

/**
 * Each distinct link read and made a JPEG of at most PHOTO_PIXELS (turned upright, EXIF left
 * behind); a photo that cannot be read or decoded is left out rather than failing the PDF.
 */
export async function preparePhotos(
  urls: Iterable<string>,
  read: PhotoReader,
  onEach: () => void = () => undefined,
): Promise<Map<string, PrintPhoto>> {
  const limit = pLimit(CONCURRENCY);
  const prepared = new Map<string, PrintPhoto>();
  await Promise.all(
    [...new Set(urls)].map((url) =>
      limit(async () => {
        try {
          const bytes = await read(url);
          if (!bytes) return;
          const { data, info } = await sharp(bytes, { limitInputPixels: 100_000_000 })
            .rotate()
            .resize({ ...PHOTO_PIXELS, fit: 'inside', withoutEnlargement: true })
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: JPEG_QUALITY })
            .toBuffer({ resolveWithObject: true });
          prepared.set(url, { jpeg: new Uint8Array(data), width: info.width, height: info.height });
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
