import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_RATE_LIMIT } from '../../src/server/public-forms';
import { IMPORT_RATE_LIMIT } from '../../src/server/routes/import';
import { freshAddress } from '../helpers/forms';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from '../helpers/test-app';

const message = (i: number) => ({
  name: 'Ana Souza',
  email: 'ana@example.com',
  type: 'suggestion',
  subject: `Hello number ${i}`,
  message: 'The dunes at sunset are unreal. You should put it on the map!',
  website: '',
});
const headers = { origin: ORIGIN, host: 'localhost:3000' };

function postMessage(app: FastifyInstance, i: number, options: Partial<InjectOptions> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/messages',
    payload: message(i),
    ...options,
    headers: { ...headers, ...options.headers },
  });
}

describe.each(ENGINES)('rate limits shared by every instance on $name', ({ name: engine }) => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(engine);
    second = await t.anotherInstance();
  });
  afterAll(() => t.close());

  it('counts a public form across instances: two instances together allow the limit once, not twice', async () => {
    const remoteAddress = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < MESSAGE_RATE_LIMIT.max; i += 1) {
      // Alternate, as a load balancer would.
      const instance = i % 2 === 0 ? t.app : second;
      statuses.push((await postMessage(instance, i, { remoteAddress })).statusCode);
    }
    expect(statuses).toEqual(Array(MESSAGE_RATE_LIMIT.max).fill(201));
    for (const instance of [t.app, second]) {
      const limited = await postMessage(instance, 99, { remoteAddress });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('limits imports per address across instances, before the owner check reads anything', async () => {
    const remoteAddress = freshAddress();
    const cookie = await t.login();
    const preview = (instance: FastifyInstance) =>
      instance.inject({
        method: 'POST',
        url: '/api/import/preview',
        payload: { places: [] },
        remoteAddress,
        headers: { ...headers, cookie },
      });
    for (let i = 0; i < IMPORT_RATE_LIMIT.max; i += 1) {
      expect((await preview(i % 2 === 0 ? t.app : second)).statusCode).toBe(200);
    }
    const limited = await preview(second);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  it('takes the address from X-Forwarded-For only when the connection comes from a trusted proxy', async () => {
    const t = await createTestApp('sqlite', { TRUST_PROXY: '127.0.0.1' });
    try {
      // Through the proxy (127.0.0.1), every visitor has its own limit: the whole world is not one address.
      for (let visitor = 0; visitor < MESSAGE_RATE_LIMIT.max + 2; visitor += 1) {
        const viaProxy = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': freshAddress() } };
        expect((await postMessage(t.app, visitor, viaProxy)).statusCode).toBe(201);
      }
      // A client that connects directly cannot pick a new address by writing the header itself.
      const direct = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= MESSAGE_RATE_LIMIT.max; i += 1) {
        const forged = { remoteAddress: direct, headers: { 'x-forwarded-for': freshAddress() } };
        statuses.push((await postMessage(t.app, i, forged)).statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const t = await createTestApp('sqlite');
    try {
      const remoteAddress = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= MESSAGE_RATE_LIMIT.max; i += 1) {
        const spoofed = { remoteAddress, headers: { 'x-forwarded-for': freshAddress() } };
        statuses.push((await postMessage(t.app, i, spoofed)).statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('trusts a hop count: the address the nearest proxy saw', async () => {
    const t = await createTestApp('sqlite', { TRUST_PROXY: '1' });
    try {
      const visitor = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= MESSAGE_RATE_LIMIT.max; i += 1) {
        // The visitor forges a first entry; the one proxy appends the address it really saw.
        const throughOneProxy = { headers: { 'x-forwarded-for': `${freshAddress()}, ${visitor}` } };
        statuses.push((await postMessage(t.app, i, throughOneProxy)).statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits in Redis (REDIS_URL)', () => {
  it('holds across instances that share only Redis, not a database', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    const one = await createTestApp('sqlite', env);
    const two = await createTestApp('sqlite', env);
    try {
      const remoteAddress = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
      for (let i = 0; i < MESSAGE_RATE_LIMIT.max; i += 1) {
        expect((await postMessage(i % 2 === 0 ? one.app : two.app, i, { remoteAddress })).statusCode).toBe(
          201,
        );
      }
      expect((await postMessage(two.app, 99, { remoteAddress })).statusCode).toBe(429);
      expect((await postMessage(one.app, 99, { remoteAddress })).statusCode).toBe(429);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
