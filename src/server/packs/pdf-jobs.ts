import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import type { z } from 'zod';
import type { PdfJobSchema } from '#shared/api/trip-pdf.ts';

export type PdfJob = z.output<typeof PdfJobSchema>;

/** What a job's status file holds: another instance sharing the media folder reads it. */
interface Stored {
  job: PdfJob;
  tripId: number;
  fileName: string;
  finishedAt: number | null;
}

export type RenderPdf = (onProgress: (done: number, total: number) => void) => Promise<Uint8Array>;

/** A finished PDF is kept this long, then removed with its status. */
const KEEP_MS = 60 * 60 * 1000;
/** More PDFs waiting than this (pack releases' too) and a new one is refused (503) until some are done. */
const MAX_WAITING = 4;
/** Progress is written for other instances at most every this many steps of a hundred. */
const WRITE_EVERY_PERCENT = 5;

const FAILED = 'The PDF could not be made. Try again; if it fails again, the server log says why.';

export class TooManyPdfs extends Error {}

/**
 * PDFs made in the background, in turn with every other PDF of the instance (its printer): each job's state and progress are kept in memory
 * and in a status file beside the finished PDF (in the media folder, `pdf-jobs/`), so an instance
 * that did not make it still answers for it. A second start for the same version of a trip joins
 * the job already there. Files are removed an hour after they are made.
 */
export class PdfJobs {
  readonly #jobs = new Map<string, Stored>();
  readonly #byKey = new Map<string, string>();
  readonly #running = new Set<Promise<void>>();
  #closed = false;

  constructor(
    readonly dir: string,
    private readonly log: FastifyBaseLogger,
    private readonly printer: LimitFunction = pLimit(1),
  ) {}

  #path(id: string, extension: 'json' | 'pdf') {
    return join(this.dir, `${id}.${extension}`);
  }

  async #write(stored: Stored): Promise<void> {
    const path = this.#path(stored.job.id, 'json');
    const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temporary, JSON.stringify(stored));
    await rename(temporary, path);
  }

  /** The job for `key` (a trip's id and version) under way or done, or a new one queued. */
  async start(key: string, tripId: number, fileName: string, render: RenderPdf): Promise<PdfJob> {
    const existing = this.#byKey.get(key);
    const known = existing === undefined ? undefined : this.#jobs.get(existing);
    if (known && known.job.state !== 'failed') return known.job;
    if (this.printer.pendingCount >= MAX_WAITING) throw new TooManyPdfs();
    await mkdir(this.dir, { recursive: true });
    await this.#sweep();
    const id = randomBytes(16).toString('base64url');
    const stored: Stored = {
      job: { id, state: 'queued', done: 0, total: 0, fileUrl: null, message: null },
      tripId,
      fileName,
      finishedAt: null,
    };
    this.#jobs.set(id, stored);
    this.#byKey.set(key, id);
    await this.#write(stored);
    void this.printer(() => {
      // A job still waiting at a stop was told failed then: its turn does nothing.
      if (this.#closed) return;
      const run = this.#run(stored, render);
      this.#running.add(run);
      return run.finally(() => this.#running.delete(run));
    });
    return stored.job;
  }

  /**
   * At a stop: the jobs still waiting are told failed (the page offers to start again) and the one
   * under way is finished, so no file is left half written.
   */
  async close(): Promise<void> {
    this.#closed = true;
    for (const stored of this.#jobs.values())
      if (stored.job.state === 'queued') {
        Object.assign(stored.job, { state: 'failed', message: FAILED });
        stored.finishedAt = Date.now();
        await this.#write(stored).catch(() => undefined);
      }
    await Promise.allSettled(this.#running);
  }

  async #run(stored: Stored, render: RenderPdf): Promise<void> {
    const { job } = stored;
    job.state = 'running';
    let written = -WRITE_EVERY_PERCENT;
    try {
      await this.#write(stored);
      const pdf = await render((done, total) => {
        Object.assign(job, { done, total });
        const percent = (done / total) * 100;
        if (percent - written >= WRITE_EVERY_PERCENT) {
          written = percent;
          this.#write(stored).catch(() => undefined);
        }
      });
      await writeFile(this.#path(job.id, 'pdf'), pdf);
      Object.assign(job, { state: 'done', fileUrl: `/api/trips/${stored.tripId}/pdf/${job.id}/file` });
    } catch (error) {
      this.log.error({ err: error, job: job.id }, 'the trip PDF was not made');
      Object.assign(job, { state: 'failed', message: FAILED });
    }
    stored.finishedAt = Date.now();
    await this.#write(stored).catch(() => undefined);
  }

  /** The trip's job, from memory or from its status file (another instance's). */
  async status(tripId: number, id: string): Promise<Stored | undefined> {
    let stored = this.#jobs.get(id);
    if (!stored) {
      try {
        stored = JSON.parse(await readFile(this.#path(id, 'json'), 'utf8')) as Stored;
      } catch {
        return undefined;
      }
    }
    return stored.tripId === tripId ? stored : undefined;
  }

  /** The finished PDF's path, or undefined. */
  async file(tripId: number, id: string): Promise<{ path: string; fileName: string } | undefined> {
    const stored = await this.status(tripId, id);
    return stored?.job.state === 'done'
      ? { path: this.#path(id, 'pdf'), fileName: stored.fileName }
      : undefined;
  }

  /** Forgets and removes what finished more than KEEP_MS ago (another instance's files too). */
  async #sweep(): Promise<void> {
    const old = Date.now() - KEEP_MS;
    for (const [id, stored] of this.#jobs)
      if (stored.finishedAt !== null && stored.finishedAt < old) {
        this.#jobs.delete(id);
        for (const [key, value] of this.#byKey) if (value === id) this.#byKey.delete(key);
      }
    for (const name of await readdir(this.dir)) {
      const path = join(this.dir, name);
      const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Infinity }));
      if (mtimeMs < old) await rm(path, { force: true });
    }
  }
}
