import type { Worker } from 'node:worker_threads';
import { startWorker } from '../start-worker';
import { turnTaker } from '../turns';
import { eventRowsJson, type RowsJob } from './event-rows';

export interface RowsRequest {
  id: number;
  job: RowsJob;
}

export type RowsAnswer = { id: number; text: string } | { id: number; error: string };

/** Rows built on the main thread are built in turns this long. */
const TURN_MS = 1;
/** After this many failures in a row the worker is not started again: the rows are built here. */
const FAILURES_MAX = 3;

interface Waiting {
  resolve: (text: string) => void;
  reject: (error: Error) => void;
}

/**
 * Builds the counter's rows (hashes, user agents, countries, JSON: some 20 µs a view and its
 * garbage) in a worker thread (rows-worker.ts), started at the first busy flush and again after it
 * fails. Rows the worker cannot build (it failed, stopped mid-piece, or the counter is closing) are
 * built on the main thread in short turns instead: a view is never lost to the worker.
 */
export class RowsOffThread {
  #worker: Worker | undefined;
  readonly #waiting = new Map<number, Waiting>();
  #nextId = 1;
  #failures = 0;
  #closed = false;

  constructor(private readonly warn: (message: string) => void) {}

  /**
   * The JSON text of `job`'s rows (event-rows.ts): in the worker when `busy` (a flush of many views)
   * or once it runs; a quiet site's few views a second never start a thread.
   */
  async build(job: RowsJob, busy: boolean): Promise<string> {
    if ((busy || this.#worker) && !this.#closed && this.#failures < FAILURES_MAX) {
      try {
        return await this.#inWorker(job);
      } catch {
        // Built here instead; a row that cannot be built fails here too, and is told then.
      }
    }
    return eventRowsJson(job, turnTaker(TURN_MS));
  }

  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #inWorker(job: RowsJob): Promise<string> {
    const worker = this.#start();
    const id = this.#nextId++;
    return new Promise<string>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      // Held open while it has work: a queued view is written before the process ends.
      worker.ref();
      worker.postMessage({ id, job } satisfies RowsRequest);
    });
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startWorker('analytics/rows-worker', undefined);
    worker.unref();
    worker.on('message', (answer: RowsAnswer) => this.#answer(answer));
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      if (this.#worker === worker) this.#worker = undefined;
      if (!this.#closed && ++this.#failures === FAILURES_MAX)
        this.warn(`Analytics: the rows are built on the main thread from now on (${error.message}).`);
      // Each is built on the main thread instead.
      for (const waiting of this.#waiting.values()) waiting.reject(error);
      this.#waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the analytics rows worker stopped (exit code ${code})`)));
    this.#worker = worker;
    return worker;
  }

  #answer(answer: RowsAnswer): void {
    const waiting = this.#waiting.get(answer.id);
    if (!waiting) return;
    this.#waiting.delete(answer.id);
    if (this.#waiting.size === 0) this.#worker?.unref();
    if ('error' in answer) waiting.reject(new Error(answer.error));
    else {
      this.#failures = 0;
      waiting.resolve(answer.text);
    }
  }
}
