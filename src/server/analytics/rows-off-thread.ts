import { WorkerJobs, type JobMessage } from '../worker-jobs';
import { turnTaker } from '../turns';
import { eventRowsJson, type RowsJob } from './event-rows';

export type RowsRequest = JobMessage<RowsJob>;

export type RowsAnswer = { id: number; text: string } | { id: number; error: string };

/** After this many failures in a row the worker is not started again: the rows are built here. */
const FAILURES_MAX = 3;

/**
 * Builds the counter's rows (hashes, user agents, countries, JSON: some 20 µs a view and its
 * garbage) in a worker thread (rows-worker.ts), started at the first busy flush and again after it
 * fails. Rows the worker cannot build (it failed, stopped mid-piece, or the counter is closing) are
 * built on the main thread in short turns instead: a view is never lost to the worker.
 */
export class RowsOffThread {
  readonly #jobs: WorkerJobs<RowsJob, RowsAnswer>;
  #failures = 0;
  #closed = false;

  constructor(
    warn: (message: string) => void,
    /** Rows built on the main thread are built in turns this long (the counter's). */
    private readonly turnMs: number,
  ) {
    this.#jobs = new WorkerJobs('analytics/rows-worker', undefined, (error) => {
      if (!this.#closed && ++this.#failures === FAILURES_MAX)
        warn(`Analytics: the rows are built on the main thread from now on (${error.message}).`);
    });
  }

  /**
   * The JSON text of `job`'s rows (event-rows.ts): in the worker when `busy` (a flush of many views)
   * or once it runs; a quiet site's few views a second never start a thread.
   */
  async build(job: RowsJob, busy: boolean): Promise<string> {
    if ((busy || this.#jobs.running) && !this.#closed && this.#failures < FAILURES_MAX) {
      try {
        const answer = await this.#jobs.run(job);
        if ('error' in answer) throw new Error(answer.error);
        this.#failures = 0;
        return answer.text;
      } catch {
        // Built here instead; a row that cannot be built fails here too, and is told then.
      }
    }
    return eventRowsJson(job, turnTaker(this.turnMs));
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#jobs.terminate();
  }
}
