import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import { BRAND } from '#shared/routes.ts';
import type { Snapshot } from '../db/packs-read';
import type { MediaStore } from '../media/media-store';
import { mediaPhotoReader, mediaPrintCache, renderTripPdf } from './trip-pdf';

/**
 * The printable PDF of each pack release, made once and kept (a release never changes): in the
 * media folder, `pack-pdfs/<pack>-v<release>.pdf`, shared by every instance that shares the folder.
 * A 2,000-stop trip takes longer than a request may wait (docs/features/trip-pdf.md), so the PDF is
 * made in the background when a library is opened, in turn with every other PDF of the instance
 * (its printer: trip PDFs too); a download asked before it is ready is told to come back.
 */
export class ReleasePdfs {
  readonly #dir: string;
  readonly #making = new Map<string, Promise<void>>();
  readonly #running = new Set<Promise<void>>();
  #closed = false;

  constructor(
    mediaDir: string,
    private readonly store: MediaStore,
    private readonly siteUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly printer: LimitFunction = pLimit(1),
  ) {
    this.#dir = join(mediaDir, 'pack-pdfs');
  }

  #path = (packId: number, release: number) => join(this.#dir, `${packId}-v${release}.pdf`);

  /** Whether the release's PDF is made (the library lists it only then). */
  async ready(packId: number, release: number): Promise<boolean> {
    return access(this.#path(packId, release)).then(
      () => true,
      () => false,
    );
  }

  /** The release's PDF, or undefined while it is not made yet (then it is being made). */
  async file(packId: number, release: number, snapshot: () => Snapshot): Promise<Buffer | undefined> {
    try {
      return await readFile(this.#path(packId, release));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.prepare(packId, release, snapshot);
      return undefined;
    }
  }

  /** Starts making the release's PDF unless this instance is making it already. */
  prepare(packId: number, release: number, snapshot: () => Snapshot): void {
    const key = `${packId}-v${release}`;
    if (this.#making.has(key)) return;
    const made = this.printer(() => {
      const run = this.#make(packId, release, snapshot());
      this.#running.add(run);
      return run.finally(() => this.#running.delete(run));
    });
    this.#making.set(key, made);
    made
      .catch((error: unknown) => this.log.error({ err: error, pack: packId, release }, 'Pack PDF not made'))
      .finally(() => this.#making.delete(key));
  }

  /** At a stop: the PDF under way is finished, the ones waiting are left for the next download. */
  async close(): Promise<void> {
    this.#closed = true;
    await Promise.allSettled(this.#running);
  }

  async #make(packId: number, release: number, { trip, tracks }: Snapshot): Promise<void> {
    if (this.#closed) return;
    const path = this.#path(packId, release);
    try {
      await readFile(path);
      return; // another instance made it meanwhile
    } catch {
      // not there yet: made below
    }
    const pdf = await renderTripPdf({
      trip,
      tracks: tracks.map((track, id) => ({ ...track, id })),
      readPhoto: mediaPhotoReader(this.store),
      photoCache: mediaPrintCache(this.store, join(this.#dir, '..', 'pdf-photos')),
      site: { name: BRAND, url: this.siteUrl },
    });
    await mkdir(this.#dir, { recursive: true });
    // Written whole under another name first: a download never reads half a file.
    const partial = `${path}.${process.pid}.part`;
    await writeFile(partial, pdf);
    await rename(partial, path);
  }
}
