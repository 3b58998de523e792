import { tooManyRequests } from '../errors';
import type { Counter } from '../rate-limit/counter';
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
 *
 * Every try is counted as a failure before the secret is looked at (one atomic increment per
 * counter, see rate-limit/counter.ts) and given back when the secret was right: so a burst of
 * parallel tries gets exactly the limit checked, not whatever passed before the first failures were
 * written. The counters live in the shared store, so they hold across instances.
 */
export function createLoginLimiter(store: LimiterStore, onRefused: (limit: string) => void) {
  const attempts = store.limiter('login-attempts', LOGIN_ATTEMPTS);
  const byDevice = store.counter('login-fail-device', LOGIN_FAILURES.perDevice);
  const byAddress = store.counter('login-fail-address', LOGIN_FAILURES.perAddress);
  const byAccount = store.counter('login-fail-account', LOGIN_FAILURES.perAccount);

  /** The counters a client's failures go to, each with its key. */
  const countersOf = (client: LoginClient): [Counter, string][] =>
    'device' in client
      ? [[byDevice, client.device]]
      : [
          [byAddress, client.address],
          [byAccount, ACCOUNT_KEY],
        ];
  const attemptKey = (client: LoginClient) => ('device' in client ? `d:${client.device}` : client.address);

  return {
    /**
     * Before the body is read: refuses (429 with Retry-After) a client already past its failures,
     * without counting, and counts the attempt against the cap on attempts of any outcome.
     */
    async assertAllowed(client: LoginClient): Promise<void> {
      const waits = await Promise.all(countersOf(client).map(([counter, key]) => counter.wait(key)));
      const wait = Math.max(0, ...waits);
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
    /**
     * Counts this try as a failure before its secret is checked; throws 429 when that is past a
     * limit (the counters already spent are given back, so a refused try costs nothing more).
     */
    async reserve(client: LoginClient): Promise<void> {
      const spent: [Counter, string][] = [];
      for (const [counter, key] of countersOf(client)) {
        const wait = await counter.spend(key);
        if (wait > 0) {
          await Promise.all(spent.map(([each, eachKey]) => each.refund(eachKey)));
          onRefused('login-failures');
          throw refuse(wait);
        }
        spent.push([counter, key]);
      }
    },
    /** The secret was right, or never checked: the reserved failure is given back. */
    async release(client: LoginClient): Promise<void> {
      await Promise.all(countersOf(client).map(([counter, key]) => counter.refund(key)));
    },
    /** A session opened: this device's or address's failures are forgotten (the account's stay). */
    async recordSuccess(client: LoginClient): Promise<void> {
      if ('device' in client) await byDevice.reset(client.device);
      else await byAddress.reset(client.address);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
