import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors';
import { spend, type LimiterStore } from '../rate-limit/store';

/** Who is signing in: a browser with a valid device cookie, or an untrusted client known by its address. */
export type LoginClient = { device: string } | { address: string };

/**
 * Failed sign-ins allowed in 15 minutes: per known device (its own count), per address, and for
 * all untrusted clients of the one owner account together. Attempts of any outcome are capped
 * too, since each costs a 128 MB scrypt.
 */
export const LOGIN_FAILURES = {
  perDevice: { points: 10, duration: 15 * 60 },
  perAddress: { points: 10, duration: 15 * 60 },
  perAccount: { points: 30, duration: 15 * 60 },
} as const;
export const LOGIN_ATTEMPTS = { points: 30, duration: 60 } as const;

const ACCOUNT_KEY = 'owner';

function refuse(msBeforeNext: number) {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  const message = `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return tooManyRequests(message, seconds);
}

/**
 * OWASP's device-cookie scheme: a known device is refused only after its own failures; untrusted
 * clients are refused after their address's failures or the account's (all untrusted clients
 * together). So an attack from anywhere else never locks the owner's own browser out.
 * The counters live in the shared store, so they hold across instances.
 */
export function createLoginLimiter(store: LimiterStore, onRefused: (limit: string) => void) {
  const attempts = store.limiter('login-attempts', LOGIN_ATTEMPTS);
  const byDevice = store.limiter('login-fail-device', LOGIN_FAILURES.perDevice);
  const byAddress = store.limiter('login-fail-address', LOGIN_FAILURES.perAddress);
  const byAccount = store.limiter('login-fail-account', LOGIN_FAILURES.perAccount);

  const waitFor = async (limiter: RateLimiterAbstract, key: string, limit: number): Promise<number> => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= limit ? state.msBeforeNext : 0;
  };
  const attemptKey = (client: LoginClient) => ('device' in client ? `d:${client.device}` : client.address);

  return {
    /** Throws 429 with Retry-After when this client may not try now; counts the attempt otherwise. */
    async assertAllowed(client: LoginClient): Promise<void> {
      const wait =
        'device' in client
          ? await waitFor(byDevice, client.device, LOGIN_FAILURES.perDevice.points)
          : Math.max(
              await waitFor(byAddress, client.address, LOGIN_FAILURES.perAddress.points),
              await waitFor(byAccount, ACCOUNT_KEY, LOGIN_FAILURES.perAccount.points),
            );
      if (wait > 0) {
        onRefused('login-failures');
        throw refuse(wait);
      }
      const busy = await spend(attempts, attemptKey(client));
      if (busy > 0) {
        onRefused('login-attempts');
        throw refuse(busy);
      }
    },
    async recordFailure(client: LoginClient): Promise<void> {
      if ('device' in client) await byDevice.penalty(client.device, 1);
      else await Promise.all([byAddress.penalty(client.address, 1), byAccount.penalty(ACCOUNT_KEY, 1)]);
    },
    async recordSuccess(client: LoginClient): Promise<void> {
      if ('device' in client) await byDevice.delete(client.device);
      else await byAddress.delete(client.address);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
