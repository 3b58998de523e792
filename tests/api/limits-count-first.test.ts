import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURES } from '../../src/server/auth/login-limiter';
import { loadConfig } from '../../src/server/config';
import { MESSAGE_RATE_LIMIT } from '../../src/server/public-forms';
import { UPLOAD_RATE_LIMIT } from '../../src/server/routes/media';
import { tcpProxy } from '../helpers/tcp-proxy';
import { createTestApp, ENGINES, ORIGIN, OWNER_PASSWORD, type TestApp } from '../helpers/test-app';

/** Issue 40, point 6: only requests that pass the origin check count; Redis keys and outages. */
const EVIL = { origin: 'https://evil.example', host: 'localhost:3000' };

async function inBatches(count: number, size: number, send: (i: number) => Promise<number>) {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, j) => send(start + j));
    statuses.push(...(await Promise.all(batch)));
  }
  return statuses;
}

describe.each(ENGINES)('refused cross-site requests on $name', ({ name: engine }) => {
  it('1,010 refused cross-site uploads do not lock the owner out of uploads', async () => {
    const t = await createTestApp(engine);
    try {
      const cookie = await t.login();
      const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a7' } })
        .jpeg()
        .toBuffer();
      const upload = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/media',
          payload: photo,
          headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'a.jpg', cookie, ...headers },
        });
      const refused = await inBatches(
        UPLOAD_RATE_LIMIT.max + 10,
        50,
        async () => (await upload(EVIL)).statusCode,
      );
      expect(new Set(refused)).toEqual(new Set([403]));
      const own = await upload({ origin: ORIGIN, host: 'localhost:3000' });
      expect(own.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('cross-site posts to a public form spend none of its limit', async () => {
    const t = await createTestApp(engine);
    try {
      const post = (headers: Record<string, string>, i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/messages',
          remoteAddress: '203.0.113.77',
          headers,
          payload: {
            name: 'Ana Souza',
            email: 'ana@example.com',
            type: 'suggestion',
            subject: `Hello ${i}`,
            message: 'The dunes at sunset are unreal. You should put it on the map!',
            website: '',
          },
        });
      for (let i = 0; i < 20; i += 1) expect((await post(EVIL, i)).statusCode).toBe(403);
      const own = { origin: ORIGIN, host: 'localhost:3000' };
      for (let i = 0; i < MESSAGE_RATE_LIMIT.max; i += 1) expect((await post(own, i)).statusCode).toBe(201);
      expect((await post(own, 99)).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('Redis keys', () => {
  it('are prefixed fru: unless REDIS_KEY_PREFIX says otherwise', () => {
    expect(loadConfig({}).redisKeyPrefix).toBe('fru:');
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('sign-in limits when Redis goes away', () => {
  it('keep counting in the database: no fresh attempts for an attacker', async () => {
    const target = new URL(process.env.TEST_REDIS_URL ?? '');
    const proxy = await tcpProxy(target.hostname, Number(target.port || 6379));
    const prefix = `fru:test-${randomBytes(4).toString('hex')}:`;
    let t: TestApp | undefined;
    const redis = new Redis(target.toString());
    try {
      t = await createTestApp('sqlite', {
        TRUST_PROXY: '127.0.0.1',
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        REDIS_KEY_PREFIX: prefix,
      });
      const app = t.app;
      const signIn = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { password },
          remoteAddress: '127.0.0.1',
          headers: { origin: ORIGIN, host: 'localhost:3000', 'x-forwarded-for': '198.51.100.66' },
        });
      const before = 6;
      for (let i = 0; i < before; i += 1) expect((await signIn(`guess ${i}`)).statusCode).toBe(401);
      // Counted in Redis, under the prefix.
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((key) => key.startsWith('fru:'))).toBe(true);

      await proxy.cut();
      // The rest of the address's 10, not 10 more.
      for (let i = before; i < LOGIN_FAILURES.perAddress.points; i += 1) {
        expect((await signIn(`guess ${i}`)).statusCode).toBe(401);
      }
      const locked = await signIn(OWNER_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t?.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await proxy.close();
    }
  }, 60_000);
});
