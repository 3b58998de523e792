import { RateLimiterMemory } from 'rate-limiter-flexible';
import { HttpError } from '../errors';

/** Failed sign-ins allowed per address, and for the one owner account across all addresses. */
export const LOGIN_FAILURES = {
  perAddress: { points: 10, duration: 15 * 60 },
  perAccount: { points: 30, duration: 15 * 60 },
} as const;

const ACCOUNT_KEY = 'owner';

/**
 * Counts failed sign-ins by address and for the account. Once either runs out, sign-in answers
 * 429 with Retry-After until the window passes, whatever the password.
 */
export function createLoginLimiter() {
  const byAddress = new RateLimiterMemory(LOGIN_FAILURES.perAddress);
  const byAccount = new RateLimiterMemory(LOGIN_FAILURES.perAccount);

  const blockedFor = async (limiter: RateLimiterMemory, key: string, limit: number): Promise<number> => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= limit ? state.msBeforeNext : 0;
  };

  return {
    /** Throws 429 when this address or the account has failed too often. */
    async assertAllowed(address: string): Promise<void> {
      const wait = Math.max(
        await blockedFor(byAddress, address, LOGIN_FAILURES.perAddress.points),
        await blockedFor(byAccount, ACCOUNT_KEY, LOGIN_FAILURES.perAccount.points),
      );
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        const minutes = Math.ceil(seconds / 60);
        const message = `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
        throw new HttpError(429, 'rate_limited', message, undefined, seconds);
      }
    },
    async recordFailure(address: string): Promise<void> {
      await Promise.all([byAddress.penalty(address, 1), byAccount.penalty(ACCOUNT_KEY, 1)]);
    },
    async recordSuccess(address: string): Promise<void> {
      await byAddress.delete(address);
    },
  };
}
