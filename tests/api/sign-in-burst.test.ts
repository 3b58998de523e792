import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURES } from '../../src/server/auth/login-limiter';
import { burst, listen, signInOverHttp } from '../helpers/sign-in-flood';
import { createTestApp, ENGINES, OWNER_PASSWORD, type TestApp } from '../helpers/test-app';

/**
 * Issue 40, point 1: the throttle counts first. A burst of wrong passwords sent at once over real
 * connections gets exactly the limit through (answered 401), the rest 429 with Retry-After; then
 * the next try is refused too. Password checks at once are raised to 100 here so that only the
 * throttle decides (tests/api/sign-in-flood.test.ts covers the cap on checks).
 */
const STORES = [
  ...ENGINES.map(({ name }) => ({ name, engine: name, redis: false })),
  ...(process.env.TEST_REDIS_URL ? [{ name: 'redis' as const, engine: 'sqlite' as const, redis: true }] : []),
];

/** `count` addresses of a block of their own, so runs never share a counter in Redis. */
function addresses(count: number, same = false): string[] {
  const block = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  return Array.from({ length: count }, (_, i) => (same ? `${block}.1` : `${block}.${(i % 250) + 1}`));
}

async function start(store: (typeof STORES)[number]): Promise<{ t: TestApp; base: string }> {
  const env: Record<string, string> = { TRUST_PROXY: '127.0.0.1', PASSWORD_CHECKS_AT_ONCE: '100' };
  if (store.redis) {
    env.REDIS_URL = process.env.TEST_REDIS_URL ?? '';
    // The account's counter is one key: a prefix of this test's own keeps runs apart.
    env.REDIS_KEY_PREFIX = `fru:test-${randomBytes(4).toString('hex')}:`;
  }
  const t = await createTestApp(store.engine, env);
  return { t, base: await listen(t) };
}

describe.each(STORES)('a burst of wrong sign-ins on $name', (store) => {
  it('lets exactly 10 of 100 parallel wrong passwords from one address be checked', async () => {
    const { t, base } = await start(store);
    try {
      const from = addresses(100, true);
      const counts = await burst(base, from);
      expect(counts.get(401)).toBe(LOGIN_FAILURES.perAddress.points);
      expect(counts.get(429)).toBe(100 - LOGIN_FAILURES.perAddress.points);
      // The right password from that address is refused now too; another address still gets in.
      expect((await signInOverHttp(base, OWNER_PASSWORD, from[0]!)).status).toBe(429);
      expect((await signInOverHttp(base, OWNER_PASSWORD, addresses(1)[0]!)).status).toBe(204);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('lets exactly 30 of 100 parallel wrong passwords from 100 addresses be checked', async () => {
    const { t, base } = await start(store);
    try {
      const counts = await burst(base, addresses(100));
      expect(counts.get(401)).toBe(LOGIN_FAILURES.perAccount.points);
      expect(counts.get(429)).toBe(100 - LOGIN_FAILURES.perAccount.points);
      // Every unknown browser is held back now, with the right password too.
      expect((await signInOverHttp(base, OWNER_PASSWORD, addresses(1)[0]!)).status).toBe(429);
    } finally {
      await t.close();
    }
  }, 60_000);
});
