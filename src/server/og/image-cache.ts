import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LruCache } from '../geo/lru-cache';

/** Recently served images kept in memory (30 to 300 KB each). */
const MEMORY_ENTRIES = 48;
const MEMORY_TTL_MS = 60 * 60 * 1000;

/**
 * Drawings under way in this process by file path: two apps of one process on one media folder
 * (a test's second instance) share them too.
 */
const pending = new Map<string, Promise<Buffer>>();

/**
 * Drawn images by content key: in memory (a small LRU) and on disk under the media folder
 * (`<mediaDir>/og/<folder>/<key>.png`), so every instance sharing MEDIA_DIR reuses what one drew.
 * A folder holds one subject's images (a place's, the statistics'): writing its new image removes
 * the old ones. Concurrent requests for one key share one drawing.
 */
export class ImageCache {
  readonly dir: string;
  readonly #memory = new LruCache<Buffer>(MEMORY_ENTRIES, MEMORY_TTL_MS);

  constructor(mediaDir: string) {
    this.dir = join(mediaDir, 'og');
  }

  /** The image `folder/name`, from memory, the disk, or drawn now (once however many ask). */
  get(folder: string, name: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.#memory.get(`${folder}/${name}`);
    if (kept) return Promise.resolve(kept);
    const path = join(this.dir, folder, name);
    let drawing = pending.get(path);
    if (!drawing) {
      drawing = this.#load(folder, name, draw).finally(() => pending.delete(path));
      pending.set(path, drawing);
    }
    return drawing;
  }

  /** Removes a subject's images (a place that is gone or private). */
  async forget(folder: string): Promise<void> {
    await rm(join(this.dir, folder), { recursive: true, force: true });
  }

  async #load(folder: string, name: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const path = join(this.dir, folder, name);
    const stored = await readFile(path).catch(() => undefined);
    const image = stored ?? (await draw());
    if (!stored) await this.#store(folder, name, image);
    this.#memory.set(`${folder}/${name}`, image);
    return image;
  }

  /** Written under a temporary name and renamed: another instance never reads half an image. */
  async #store(folder: string, name: string, image: Buffer): Promise<void> {
    const dir = join(this.dir, folder);
    try {
      await mkdir(dir, { recursive: true });
      const temporary = join(dir, `${name}.${randomUUID()}.part`);
      await writeFile(temporary, image);
      await rename(temporary, join(dir, name)).catch(async (error: unknown) => {
        await unlink(temporary).catch(() => undefined);
        throw error;
      });
      // The subject's older images: their addresses now redirect to this one.
      const others = (await readdir(dir)).filter((file) => file !== name && file.endsWith('.png'));
      await Promise.all(others.map((file) => unlink(join(dir, file)).catch(() => undefined)));
    } catch {
      // A full or read-only disk: the image is still served (and kept in memory), drawn again elsewhere.
    }
  }
}
