import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * A count that decides as it counts: `spend` is one atomic increment that answers the new count
 * (rate-limiter-flexible's consume: `INSERT … ON CONFLICT … DO UPDATE … RETURNING` in SQLite and
 * PostgreSQL, one Lua script in Redis), so a burst of N requests gets exactly the limit through,
 * never "check, then count later".
 *
 * Kept in one store or in two at once (Redis and the database): with two, each spend counts in
 * both and is refused when either is past the limit, and a store that cannot answer is skipped, so
 * when Redis goes away the count goes on in the database where it stood instead of starting again.
 */
export interface Counter {
  /** Counts one for `key`: 0 while within the limit, else the milliseconds until it may try again. */
  spend(key: string): Promise<number>;
  /** Without counting: the milliseconds `key` must wait, 0 when it may try. */
  wait(key: string): Promise<number>;
  /** Gives back one point spent (the request was not what the limit counts: a right password, a busy server). */
  refund(key: string): Promise<void>;
  /** Forgets `key`'s count. */
  reset(key: string): Promise<void>;
}

/** The settled answers, or the first store's error when none could answer. */
function answered<T>(results: PromiseSettledResult<T>[], isAnswer: (reason: unknown) => boolean) {
  const ok = results.filter((r) => r.status === 'fulfilled' || isAnswer(r.reason));
  if (ok.length === 0) throw (results[0] as PromiseRejectedResult).reason;
  return ok;
}

export function counterOver(limiters: RateLimiterAbstract[], points: number): Counter {
  const all = <T>(work: (limiter: RateLimiterAbstract) => Promise<T>) =>
    Promise.allSettled(limiters.map((limiter) => work(limiter)));
  return {
    async spend(key) {
      const results = answered(
        await all((limiter) => limiter.consume(key)),
        (reason) => reason instanceof RateLimiterRes,
      );
      // consume() rejects with the key's state when its points are spent.
      return Math.max(
        0,
        ...results.map((r) =>
          r.status === 'rejected' ? Math.max(1, (r.reason as RateLimiterRes).msBeforeNext) : 0,
        ),
      );
    },
    async wait(key) {
      const results = answered(await all((limiter) => limiter.get(key)), () => false);
      return Math.max(
        0,
        ...results.map((r) => {
          const state = r.status === 'fulfilled' ? r.value : null;
          return state && state.consumedPoints >= points ? Math.max(1, state.msBeforeNext) : 0;
        }),
      );
    },
    async refund(key) {
      await all((limiter) => limiter.reward(key, 1));
    },
    async reset(key) {
      await all((limiter) => limiter.delete(key));
    },
  };
}
