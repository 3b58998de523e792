import type { Worker } from 'node:worker_threads';
import type { ArchiveScale } from './archive-scale';
import type { WholeArchiveForm } from './cached-json';
import type { DatabaseLocation } from './db/index';
import { canBeReadElsewhere } from './db/reader';
import type { BuildOptions, Representation } from './representation-build';
import { startWorker } from './start-worker';

export interface WorkerData {
  location: DatabaseLocation;
}

/** Bytes in an ArrayBuffer of their own, transferred from the worker without a copy. */
type Bytes = Uint8Array<ArrayBuffer>;

export type BuildJob = BuildOptions & { id: number; form: WholeArchiveForm };

export type BuildAnswer =
  | { id: number; etag: string; identity: Bytes; br: Bytes; gzip: Bytes }
  | { id: number; error: { message: string; code?: string } };

interface Waiting {
  resolve: (representation: Representation) => void;
  reject: (error: Error) => void;
}

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
  #worker: Worker | undefined;
  readonly #waiting = new Map<number, Waiting>();
  #nextId = 1;
  #closed = false;

  constructor(
    private readonly location: DatabaseLocation,
    private readonly scale: ArchiveScale,
  ) {}

  /** Whether the next whole-archive build should run in the worker. */
  get wanted(): boolean {
    return !this.#closed && canBeReadElsewhere(this.location) && this.scale.large;
  }

  build(form: WholeArchiveForm, options: BuildOptions): Promise<Representation> {
    const worker = this.#start();
    const id = this.#nextId++;
    return new Promise<Representation>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      worker.postMessage({ ...options, id, form } satisfies BuildJob);
    });
  }

  /** Closed with the app: no more builds, here or (instead) on the main thread. */
  get closed(): boolean {
    return this.#closed;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startWorker('representation-worker', { location: this.location } satisfies WorkerData);
    // A server's sockets keep the process alive; the worker alone should not.
    worker.unref();
    worker.on('message', (answer: BuildAnswer) => this.#answer(answer));
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const waiting of this.#waiting.values()) waiting.reject(error);
      this.#waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The representation worker stopped (exit code ${code})`)));
    this.#worker = worker;
    return worker;
  }

  #answer(answer: BuildAnswer) {
    const waiting = this.#waiting.get(answer.id);
    if (!waiting) return;
    this.#waiting.delete(answer.id);
    if ('error' in answer) {
      waiting.reject(rebuiltError(answer.error));
      return;
    }
    const identity = asBuffer(answer.identity);
    waiting.resolve({
      etag: answer.etag,
      identity: [identity],
      identityLength: identity.length,
      br: asBuffer(answer.br),
      gzip: asBuffer(answer.gzip),
    });
  }
}
