import { availableParallelism } from 'node:os';
import { tooManyRequests } from '../errors';

/** libuv's thread pool (UV_THREADPOOL_SIZE, 4 unless set): scrypt, file reads, compression and DNS share it. */
export function threadPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env.UV_THREADPOOL_SIZE);
  return Number.isInteger(size) && size > 0 ? size : 4;
}

/**
 * How many password checks may run at once when PASSWORD_CHECKS_AT_ONCE is unset: one CPU left to
 * the event loop and two of the thread pool's threads left free, so static files, cached reads and
 * /healthz never queue behind a hash (1 on a 2-CPU machine, 2 from 3 CPUs with the default pool of
 * 4; raise UV_THREADPOOL_SIZE to allow more).
 */
export function defaultChecksAtOnce(): number {
  return Math.max(1, Math.min(availableParallelism() - 1, threadPoolSize() - 2));
}

/**
 * At most `limit` password checks (scrypt: 128 MB and ~0.3 s of a CPU each) at a time; one more
 * is refused at once with 429 and Retry-After, never queued, so a flood holds neither memory
 * (limit × 128 MB at most) nor the thread pool that files and the rest of the site need.
 */
export function createPasswordGate(limit: number, onRefused: () => void = () => {}) {
  let running = 0;
  return {
    limit,
    /** Checks running now. */
    running: () => running,
    async run<T>(check: () => Promise<T>): Promise<T> {
      if (running >= limit) {
        onRefused();
        throw tooManyRequests('The site is busy checking other sign-ins. Please try again in a second.', 1);
      }
      running += 1;
      try {
        return await check();
      } finally {
        running -= 1;
      }
    },
  };
}

export type PasswordGate = ReturnType<typeof createPasswordGate>;
