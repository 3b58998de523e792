import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, unlink } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import { findMedia, insertMedia, releaseUnreferenced, type MediaRow } from '../db/media';
import type { DB } from '../db/schema';
import { MediaStore } from './media-store';
import { processPhoto } from './process-photo';

/** More pixels than a 100-megapixel camera makes is refused before decoding. */
export const MAX_PHOTO_PIXELS = 100_000_000;

/** The file grew past the limit while arriving (a request without Content-Length). */
export class UploadTooLarge extends Error {}

/**
 * Uploaded photos from arrival to deletion. A file is received into the incoming folder while its
 * hash is computed, then waits its turn: photos are processed `concurrency` at a time (one core
 * short of all, one thread each), so a folder of 200 photos leaves a core to answer visitors.
 */
export class MediaLibrary {
  readonly store: MediaStore;
  readonly #limit;

  constructor(
    private readonly db: Kysely<DB>,
    dir: string,
    concurrency = Math.max(1, availableParallelism() - 1),
  ) {
    this.store = new MediaStore(dir);
    this.#limit = pLimit(concurrency);
  }

  open(): Promise<void> {
    return this.store.open();
  }

  /** Photos received and waiting for their turn, or being processed now. */
  get queued(): number {
    return this.#limit.activeCount + this.#limit.pendingCount;
  }

  /** Writes the request body to an incoming file, at most `maxBytes`; returns where, and the hash. */
  async receive(body: Readable, maxBytes: number): Promise<{ path: string; id: string; bytes: number }> {
    const path = this.store.incomingPath();
    const hash = createHash('sha256');
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (bytes > maxBytes) return done(new UploadTooLarge());
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, counter, createWriteStream(path));
    } catch (error) {
      await unlink(path).catch(() => undefined);
      throw error;
    }
    return { path, id: hash.digest('hex').slice(0, 32), bytes };
  }

  /**
   * Makes and stores the public copies of a received file, in its turn; the incoming file is gone
   * after, whatever happens. The same file uploaded before answers the photo already stored.
   */
  async add(incoming: { path: string; id: string; bytes: number }, fileName: string): Promise<MediaRow> {
    try {
      return await this.#limit(async () => {
        const existing = (await findMedia(this.db, [incoming.id])).get(incoming.id);
        if (existing) return existing;
        const original = await readFile(incoming.path);
        const photo = await processPhoto(original, { maxPixels: MAX_PHOTO_PIXELS });
        // Files first, then the row: a row never names a missing file. A failed insert removes the files.
        await this.store.save(incoming.id, original, photo.originalFormat, photo.files);
        const row: MediaRow = {
          id: incoming.id,
          ...photo.info,
          originalFormat: photo.originalFormat,
          originalBytes: incoming.bytes,
          fileName: fileName.slice(0, 255),
          takenAt: photo.takenAt,
          latitude: photo.latitude,
          longitude: photo.longitude,
          createdAt: new Date().toISOString(),
        };
        try {
          await insertMedia(this.db, row);
        } catch (error) {
          await this.store.remove({ ...row, width: photo.info.width });
          throw error;
        }
        return row;
      });
    } finally {
      await unlink(incoming.path).catch(() => undefined);
    }
  }

  /** Deletes the photos among `ids` that nothing refers to any more: their rows, then their files. */
  async release(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const released = await releaseUnreferenced(this.db, ids);
    await Promise.all(released.map((row) => this.store.remove(row)));
    return released.length;
  }
}
