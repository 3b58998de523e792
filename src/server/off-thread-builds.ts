import type { ArchiveScale } from './archive-scale';
import type { WholeArchiveForm } from './cached-json';
import type { DatabaseLocation } from './db/index';
import { canBeReadElsewhere } from './db/reader';
import type { BuildOptions, Representation } from './representation-build';
import { WorkerJobs, type JobMessage } from './worker-jobs';

export interface WorkerData {
  location: DatabaseLocation;
}

/** Bytes in an ArrayBuffer of their own, transferred from the worker without a copy. */
type Bytes = Uint8Array<ArrayBuffer>;

export type BuildJob = BuildOptions & { form: WholeArchiveForm };

export type BuildRequest = JobMessage<BuildJob>;

export type BuildAnswer =
  | { id: number; etag: string; identity: Bytes; br: Bytes; gzip: Bytes }
  | { id: number; error: { message: string; code?: string } };

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** An error from the worker as the main thread's code expects it: its code kept (db/unavailable.ts reads it). */
function rebuiltError({ message, code }: { message: string; code?: string }): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

/**
 * Builds whole-archive representations in one worker thread with its own database connection
 * (representation-worker.ts), started at the first build asked of it and started again after it
 * fails; wanted once the archive is large (archive-scale.ts). Unavailable on an in-memory SQLite database, which no
 * other thread can open.
 */
export class OffThreadBuilds {
  readonly #jobs: WorkerJobs<BuildJob, BuildAnswer>;
  #closed = false;

  constructor(
    private readonly location: DatabaseLocation,
    private readonly scale: ArchiveScale,
  ) {
    this.#jobs = new WorkerJobs('representation-worker', { location } satisfies WorkerData);
  }

  /** A whole-archive form was built this large (wherever it was built): the archive's scale follows. */
  measured(form: WholeArchiveForm, bytes: number): void {
    this.scale.measured(form, bytes);
  }

  /** Whether the next whole-archive build should run in the worker. */
  get wanted(): boolean {
    return !this.#closed && canBeReadElsewhere(this.location) && this.scale.large;
  }

  async build(form: WholeArchiveForm, options: BuildOptions): Promise<Representation> {
    const answer = await this.#jobs.run({ ...options, form });
    if ('error' in answer) throw rebuiltError(answer.error);
    const identity = asBuffer(answer.identity);
    return {
      etag: answer.etag,
      identity: [identity],
      identityLength: identity.length,
      br: asBuffer(answer.br),
      gzip: asBuffer(answer.gzip),
    };
  }

  /** Closed with the app: no more builds, here or (instead) on the main thread. */
  get closed(): boolean {
    return this.#closed;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#jobs.terminate();
  }
}
