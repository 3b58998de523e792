import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURES } from '../../src/server/auth/login-limiter';
import { createTestApp, ENGINES, ORIGIN, OWNER_PASSWORD, type TestApp } from '../helpers/test-app';

const ATTACKERS = ['203.0.113.10', '198.51.100.20', '192.0.2.30'];

/** A sign-in through the trusted proxy (TRUST_PROXY=127.0.0.1) from `address`, with the browser's cookies. */
function signIn(t: TestApp, password: string, address: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { password },
    remoteAddress: '127.0.0.1',
    headers: {
      origin: ORIGIN,
      host: 'localhost:3000',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
  });
}

/** The device cookie a sign-in set, as the browser will send it back. */
function deviceCookie(response: LightMyRequestResponse): string {
  const device = response.cookies.find((c) => c.name === 'fru_device');
  if (!device) throw new Error('no device cookie');
  expect(device.httpOnly).toBe(true);
  expect(device.sameSite).toBe('Strict');
  return `fru_device=${device.value}`;
}

async function attack(t: TestApp) {
  for (const address of ATTACKERS) {
    for (let i = 0; i < LOGIN_FAILURES.perAddress.points; i += 1) {
      const response = await signIn(t, `guess ${address} ${i}`, address);
      expect(response.statusCode).toBe(401);
    }
  }
}

describe.each(ENGINES)('sign-in throttling without locking the owner out on $name', ({ name: engine }) => {
  it('lets the owner’s known browser in at once after 10 wrong passwords from each of 3 addresses', async () => {
    const t = await createTestApp(engine, { TRUST_PROXY: '127.0.0.1' });
    try {
      const ownerAddress = '100.64.0.7';
      const earlier = await signIn(t, OWNER_PASSWORD, ownerAddress);
      expect(earlier.statusCode).toBe(204);
      const known = deviceCookie(earlier);

      await attack(t);

      // An unknown client is now limited for this account, whatever its address and password.
      const unknown = await signIn(t, OWNER_PASSWORD, '100.64.0.99');
      expect(unknown.statusCode).toBe(429);
      expect(unknown.json().error.code).toBe('rate_limited');
      expect(Number(unknown.headers['retry-after'])).toBeGreaterThan(0);
      // So is a forged or altered device cookie.
      const forged = `${known.slice(0, -3)}${known.endsWith('AAA') ? 'BBB' : 'AAA'}`;
      expect((await signIn(t, OWNER_PASSWORD, ownerAddress, forged)).statusCode).toBe(429);

      // The owner's browser signs in with the right password at once, from home or from an attacked address.
      const owner = await signIn(t, OWNER_PASSWORD, ownerAddress, known);
      expect(owner.statusCode).toBe(204);
      const again = await signIn(t, OWNER_PASSWORD, ATTACKERS[0]!, deviceCookie(owner));
      expect(again.statusCode).toBe(204);
    } finally {
      await t.close();
    }
    // 33 scrypt checks (of the cheap test hash: see ownerHash in tests/helpers/test-app.ts).
  }, 120_000);

  it('counts a known browser’s own failures for it alone', async () => {
    const t = await createTestApp(engine, { TRUST_PROXY: '127.0.0.1' });
    try {
      const address = '100.64.1.1';
      const known = deviceCookie(await signIn(t, OWNER_PASSWORD, address));
      for (let i = 0; i < LOGIN_FAILURES.perDevice.points; i += 1) {
        expect((await signIn(t, `typo ${i}`, address, known)).statusCode).toBe(401);
      }
      const locked = await signIn(t, OWNER_PASSWORD, address, known);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // Its failures were not counted against the address or the account.
      expect((await signIn(t, OWNER_PASSWORD, address)).statusCode).toBe(204);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('keeps the count across instances: failures on one instance limit the others', async () => {
    const t = await createTestApp(engine, { TRUST_PROXY: '127.0.0.1' });
    try {
      const second = await t.anotherInstance();
      const address = '100.64.2.2';
      for (let i = 0; i < LOGIN_FAILURES.perAddress.points; i += 1) {
        const response = await second.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { password: `guess ${i}` },
          remoteAddress: '127.0.0.1',
          headers: { origin: ORIGIN, host: 'localhost:3000', 'x-forwarded-for': address },
        });
        expect(response.statusCode).toBe(401);
      }
      expect((await signIn(t, OWNER_PASSWORD, address)).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('the device cookie over https', () => {
  it('is __Host- prefixed, Secure, HttpOnly and SameSite=Strict', async () => {
    const t = await createTestApp('sqlite', { SITE_URL: 'https://fru.example' });
    try {
      const login = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { password: OWNER_PASSWORD },
        headers: { origin: 'https://fru.example' },
      });
      expect(login.statusCode).toBe(204);
      const device = login.cookies.find((c) => c.name === '__Host-fru_device');
      expect(device).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
      // A year: the browser stays known between visits.
      expect(device?.maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    } finally {
      await t.close();
    }
  });
});
