import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { freshAddress } from '../helpers/forms';
import { ZION } from '../helpers/archive';

// Issue 12: a creating POST with an Idempotency-Key answers every repeat within 24 hours with
// the first answer, and creates nothing more, whether the repeat comes after it or during it.

const MESSAGE = { name: 'Ann', email: 'ann@example.com', type: 'general', subject: 'Hi', message: 'Hello' };
const HOUR_MS = 60 * 60 * 1000;

describe.each(ENGINES)('Idempotency-Key on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const post = (url: string, payload: unknown, key?: string, owner = true) =>
    t.request({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: freshAddress(),
      ...(owner ? { cookie } : {}),
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const count = async (table: 'locations' | 'messages' | 'suggestions' | 'waitlist' | 'importBatches') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const same = (a: LightMyRequestResponse, b: LightMyRequestResponse) => {
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
  };

  it('a repeat answers the first answer and creates nothing, on every creating POST', async () => {
    const cases = [
      { url: '/api/locations', body: ZION, table: 'locations', owner: true },
      {
        url: '/api/import',
        body: { places: [{ ...ZION, name: 'Imported' }] },
        table: 'importBatches',
        owner: true,
      },
      { url: '/api/messages', body: MESSAGE, table: 'messages', owner: false },
      { url: '/api/suggestions', body: { placeName: 'Jasper' }, table: 'suggestions', owner: false },
      { url: '/api/waitlist', body: { email: 'new@example.com' }, table: 'waitlist', owner: false },
    ] as const;
    for (const { url, body, table, owner } of cases) {
      const first = await post(url, body, `key-${url}`, owner);
      expect(first.statusCode, url).toBeLessThan(300);
      const created = await count(table);
      const again = await post(url, body, `key-${url}`, owner);
      same(first, again);
      expect(again.headers['idempotent-replayed'], url).toBe('true');
      expect(await count(table), url).toBe(created);
      // Another key is another submission.
      expect((await post(url, { ...body }, `other-${url}`, owner)).statusCode, url).toBeLessThan(300);
    }
    expect(await count('locations')).toBe(3);
    expect(await count('messages')).toBe(2);
  });

  it('a key is per route: the same key on another route is another request', async () => {
    const place = await post('/api/locations', ZION, 'shared-key');
    const message = await post('/api/messages', MESSAGE, 'shared-key', false);
    expect(place.statusCode).toBe(201);
    expect(message.statusCode).toBe(201);
    expect(message.body).not.toBe(place.body);
  });

  it('ten repeats sent at once create one place and all answer it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/locations', ZION, 'double-click')),
    );
    for (const answer of answers) same(answers[0]!, answer);
    expect(answers[0]!.statusCode).toBe(201);
    expect(await count('locations')).toBe(1);
  });

  it('a repeat while the first is still being answered waits for its answer', async () => {
    const key = 'POST /api/locations in-flight';
    await t.database.db
      .insertInto('idempotencyKeys')
      .values({ key, status: null, body: null, createdAt: new Date().toISOString() })
      .execute();
    const repeat = post('/api/locations', ZION, 'in-flight');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.database.db
      .updateTable('idempotencyKeys')
      .set({ status: 201, body: '{"id":77}' })
      .where('key', '=', key)
      .execute();
    const answer = await repeat;
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ id: 77 });
    expect(await count('locations')).toBe(0);
  });

  it('only a success is remembered: a refused attempt may be retried with the same key', async () => {
    const refused = await post('/api/import', { places: [{ name: 'No coordinates' }] }, 'retry-me');
    expect(refused.statusCode).toBe(400);
    const retried = await post('/api/import', { places: [ZION] }, 'retry-me');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ added: 1 });
    expect(await count('locations')).toBe(1);
  });

  it('forgets answers after 24 hours, and a first attempt that died unanswered', async () => {
    await post('/api/locations', ZION, 'yesterday');
    await t.database.db
      .updateTable('idempotencyKeys')
      .set({ createdAt: new Date(Date.now() - 25 * HOUR_MS).toISOString() })
      .execute();
    expect((await post('/api/locations', ZION, 'yesterday')).headers['idempotent-replayed']).toBeUndefined();
    expect(await count('locations')).toBe(2);

    await t.database.db
      .insertInto('idempotencyKeys')
      .values({
        key: 'POST /api/locations crashed',
        status: null,
        body: null,
        createdAt: new Date(Date.now() - HOUR_MS).toISOString(),
      })
      .execute();
    expect((await post('/api/locations', ZION, 'crashed')).statusCode).toBe(201);
    expect(await count('locations')).toBe(3);
  });

  it('refuses a malformed key with 400 naming Idempotency-Key, creating nothing', async () => {
    for (const key of ['', 'x'.repeat(201), 'caf\u00e9', 'tab\there']) {
      const response = await post('/api/locations', ZION, key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json().error.fields).toHaveProperty('Idempotency-Key');
    }
    expect(await count('locations')).toBe(0);
    // Routes that create nothing ignore the header.
    expect((await post('/api/waitlist/leave', { token: 'x' }, '', false)).statusCode).toBe(204);
  });
});
