import type { Worker } from 'node:worker_threads';
import { startWorker } from './start-worker';

/** What is posted to the worker: a job and the id its answer carries back. */
export interface JobMessage<Job> {
  id: number;
  job: Job;
}

interface Waiting<Answer> {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/**
 * Jobs for one worker thread (start-worker.ts), each answered by the message that carries its id.
 * The worker is started at the first job and again after it fails or stops; every job still waiting
 * then is refused with the reason, so that its caller can do it on the main thread. The worker
 * keeps the process alive only while a job waits.
 */
export class WorkerJobs<Job, Answer extends { id: number }> {
  #worker: Worker | undefined;
  readonly #waiting = new Map<number, Waiting<Answer>>();
  #nextId = 1;

  constructor(
    /** The worker's entry beside start-worker.ts. */
    private readonly entry: string,
    private readonly workerData: unknown,
    /** Told once each time the worker fails or stops with jobs of its own refused. */
    private readonly failed: (error: Error) => void = () => {},
  ) {}

  /** Whether a worker has been started and has not failed since. */
  get running(): boolean {
    return this.#worker !== undefined;
  }

  /** The worker's answer to `job`; refused if the worker fails or stops first. */
  run(job: Job): Promise<Answer> {
    const worker = this.#start();
    const id = this.#nextId++;
    return new Promise<Answer>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, job } satisfies JobMessage<Job>);
    });
  }

  async terminate(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startWorker(this.entry, this.workerData);
    worker.unref();
    worker.on('message', (answer: Answer) => this.#answer(answer));
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      if (this.#worker === worker) this.#worker = undefined;
      this.failed(error);
      for (const waiting of this.#waiting.values()) waiting.reject(error);
      this.#waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) =>
      fail(new Error(`The worker thread ${this.entry} stopped (exit code ${code})`)),
    );
    this.#worker = worker;
    return worker;
  }

  #answer(answer: Answer): void {
    const waiting = this.#waiting.get(answer.id);
    if (!waiting) return;
    this.#waiting.delete(answer.id);
    if (this.#waiting.size === 0) this.#worker?.unref();
    waiting.resolve(answer);
  }
}
