import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGE_TYPES } from '../../src/shared/forms';
import { MESSAGE_RATE_LIMIT } from '../../src/server/public-forms';
import { expectErrorShape, freshAddress, ownerList, postRepeatedly, UUID_PATTERN } from '../helpers/forms';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

const valid = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  type: 'suggestion',
  subject: 'Have you been to Jericoacoara?',
  message: 'The dunes at sunset are unreal. You should put it on the map!',
  website: '',
};

const BAD_INPUTS: { label: string; body: Record<string, unknown>; field: string }[] = [
  { label: 'missing name', body: { ...valid, name: undefined }, field: 'name' },
  { label: 'blank name', body: { ...valid, name: '   ' }, field: 'name' },
  { label: 'name too long', body: { ...valid, name: 'a'.repeat(LIMITS.name + 1) }, field: 'name' },
  { label: 'name of the wrong type', body: { ...valid, name: 42 }, field: 'name' },
  { label: 'missing email', body: { ...valid, email: undefined }, field: 'email' },
  { label: 'bad email', body: { ...valid, email: 'ana at example' }, field: 'email' },
  { label: 'email too long', body: { ...valid, email: `${'a'.repeat(250)}@example.com` }, field: 'email' },
  { label: 'unknown type', body: { ...valid, type: 'spam' }, field: 'type' },
  { label: 'missing type', body: { ...valid, type: undefined }, field: 'type' },
  { label: 'missing subject', body: { ...valid, subject: undefined }, field: 'subject' },
  {
    label: 'subject too long',
    body: { ...valid, subject: 's'.repeat(LIMITS.subject + 1) },
    field: 'subject',
  },
  { label: 'missing message', body: { ...valid, message: undefined }, field: 'message' },
  {
    label: 'message too long',
    body: { ...valid, message: 'm'.repeat(LIMITS.message + 1) },
    field: 'message',
  },
  { label: 'message as a list', body: { ...valid, message: ['hi'] }, field: 'message' },
  { label: 'unknown field', body: { ...valid, phone: '555-0100' }, field: 'phone' },
  { label: 'honeypot of the wrong type', body: { ...valid, website: { url: 'x' } }, field: 'website' },
];

describe.each(ENGINES)('messages API on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const send = (payload: unknown, extra: { headers?: Record<string, string> } = {}) =>
    t.request({
      method: 'POST',
      url: '/api/messages',
      payload: payload as object,
      remoteAddress: freshAddress(),
      ...extra,
    });

  it('stores a message trimmed, lists it newest first for the owner, marks it read and deletes it', async () => {
    const first = await send({
      ...valid,
      name: '  Ana Souza  ',
      subject: '  Have you been to Jericoacoara?  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.stringMatching(UUID_PATTERN) });
    const second = await send({ ...valid, type: 'business', subject: 'Partnership' });
    expect(second.statusCode).toBe(201);

    const list = (await ownerList(t, cookie, '/api/messages')) as {
      id: string;
      subject: string;
      read: boolean;
      createdAt: string;
    }[];
    expect(list.map((m) => m.subject)).toEqual(['Partnership', 'Have you been to Jericoacoara?']);
    expect(list[1]).toEqual({
      id: first.json().id,
      name: 'Ana Souza',
      email: valid.email,
      type: 'suggestion',
      subject: 'Have you been to Jericoacoara?',
      message: valid.message,
      read: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const id = first.json().id as string;
    expect(
      (await t.request({ method: 'PATCH', url: `/api/messages/${id}`, cookie, payload: { read: true } }))
        .statusCode,
    ).toBe(204);
    let after = (await ownerList(t, cookie, '/api/messages')) as { id: string; read: boolean }[];
    expect(after.find((m) => m.id === id)?.read).toBe(true);
    expect(
      (await t.request({ method: 'PATCH', url: `/api/messages/${id}`, cookie, payload: { read: false } }))
        .statusCode,
    ).toBe(204);
    after = (await ownerList(t, cookie, '/api/messages')) as { id: string; read: boolean }[];
    expect(after.find((m) => m.id === id)?.read).toBe(false);

    expect((await t.request({ method: 'DELETE', url: `/api/messages/${id}`, cookie })).statusCode).toBe(204);
    expect(((await ownerList(t, cookie, '/api/messages')) as { id: string }[]).map((m) => m.id)).toEqual([
      second.json().id,
    ]);
    expectErrorShape(
      await t.request({ method: 'DELETE', url: `/api/messages/${id}`, cookie }),
      404,
      'not_found',
    );
  });

  it('accepts each of the six message types', async () => {
    for (const { type } of MESSAGE_TYPES) expect((await send({ ...valid, type })).statusCode, type).toBe(201);
    const list = (await ownerList(t, cookie, '/api/messages')) as { type: string }[];
    expect(list.map((m) => m.type).sort()).toEqual(MESSAGE_TYPES.map((m) => m.type).sort());
  });

  it.each(BAD_INPUTS)(
    'answers 400 naming the field for $label and stores nothing',
    async ({ body, field }) => {
      const error = expectErrorShape(await send(body), 400, 'invalid_input');
      expect(error.fields).toHaveProperty(field);
      expect(await ownerList(t, cookie, '/api/messages')).toEqual([]);
    },
  );

  it('refuses a filled honeypot with a generic message and stores nothing', async () => {
    const error = expectErrorShape(await send({ ...valid, website: 'https://cheap-pills.example' }), 400);
    expect(error.fields).toBeUndefined();
    expect(error.message).not.toMatch(/website|honeypot|bot/i);
    expect(await ownerList(t, cookie, '/api/messages')).toEqual([]);
  });

  it('answers malformed JSON, a non-object body and a body that is too large in the error shape', async () => {
    const malformed = await t.request({
      method: 'POST',
      url: '/api/messages',
      payload: '{"name": "Ana",',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshAddress(),
    });
    expectErrorShape(malformed, 400, 'malformed_json');
    const list = await send([valid]);
    expectErrorShape(list, 400, 'invalid_input');
    const huge = await send({ ...valid, message: 'x'.repeat(20 * 1024) });
    const error = expectErrorShape(huge, 413, 'too_large');
    expect(error.message).toContain('16 KB');
    expect(await ownerList(t, cookie, '/api/messages')).toEqual([]);
  });

  it('keeps the inbox from visitors and from other sites', async () => {
    const id = (await send(valid)).json().id as string;
    expectErrorShape(await t.request({ method: 'GET', url: '/api/messages' }), 401, 'unauthorized');
    expectErrorShape(
      await t.request({ method: 'PATCH', url: `/api/messages/${id}`, payload: { read: true } }),
      401,
      'unauthorized',
    );
    expectErrorShape(await t.request({ method: 'DELETE', url: `/api/messages/${id}` }), 401, 'unauthorized');
    const crossSite = await send(valid, { headers: { origin: 'https://evil.example' } });
    expectErrorShape(crossSite, 403, 'forbidden');
    const formPost = await t.request({
      method: 'POST',
      url: '/api/messages',
      payload: 'name=Ana',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: freshAddress(),
    });
    expectErrorShape(formPost, 403, 'forbidden');
    const list = (await ownerList(t, cookie, '/api/messages')) as { id: string; read: boolean }[];
    expect(list).toEqual([expect.objectContaining({ id, read: false })]);
  });

  it('answers 404 for unknown and malformed ids, never 500', async () => {
    for (const id of [
      '6f1c1d4e-8d5b-4a3e-9d0e-2b7c5a1f0e9d',
      'not-an-id',
      '1',
      "1'%20OR%20'1'='1",
      'a'.repeat(90),
    ]) {
      expectErrorShape(
        await t.request({ method: 'PATCH', url: `/api/messages/${id}`, cookie, payload: { read: true } }),
        404,
        'not_found',
      );
      expectErrorShape(
        await t.request({ method: 'DELETE', url: `/api/messages/${id}`, cookie }),
        404,
        'not_found',
      );
    }
    // Past the router's parameter length Fastify answers 414 itself: still not a server error.
    const tooLong = await t.request({ method: 'DELETE', url: `/api/messages/${'a'.repeat(300)}`, cookie });
    expect(tooLong.statusCode).toBeLessThan(500);
    const id = (await send(valid)).json().id as string;
    const badPatch = await t.request({
      method: 'PATCH',
      url: `/api/messages/${id}`,
      cookie,
      payload: { read: 'yes', subject: 'x' },
    });
    expect(expectErrorShape(badPatch, 400, 'invalid_input').fields).toMatchObject({
      read: expect.any(String),
      subject: expect.any(String),
    });
  });

  it('limits each address, answering 429 in the error shape with Retry-After', async () => {
    const address = freshAddress();
    const answers = await postRepeatedly(
      t,
      '/api/messages',
      (i) => ({ ...valid, subject: `Hello ${i}` }),
      MESSAGE_RATE_LIMIT.max + 1,
      address,
    );
    expect(answers.slice(0, MESSAGE_RATE_LIMIT.max).map((r) => r.statusCode)).toEqual(
      Array(MESSAGE_RATE_LIMIT.max).fill(201),
    );
    const limited = answers.at(-1)!;
    expect(limited.statusCode).toBe(429);
    expect(Object.keys(limited.json())).toEqual(['error']);
    expect(Object.keys(limited.json().error).sort()).toEqual(['code', 'message']);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.json().error.message).toMatch(/try again/i);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ownerList(t, cookie, '/api/messages')).toHaveLength(MESSAGE_RATE_LIMIT.max);
    // Another address, and another form from the same address, are not held back.
    expect((await send(valid)).statusCode).toBe(201);
    const suggestion = await t.request({
      method: 'POST',
      url: '/api/suggestions',
      payload: { placeName: 'Lençóis Maranhenses' },
      remoteAddress: address,
    });
    expect(suggestion.statusCode).toBe(201);
  });
});
