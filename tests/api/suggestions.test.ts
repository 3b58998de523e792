import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/shared/forms';
import { SUGGESTION_RATE_LIMIT } from '../../src/server/public-forms';
import { expectErrorShape, freshAddress, ownerList, postRepeatedly, UUID_PATTERN } from '../helpers/forms';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

interface Suggestion {
  id: string;
  placeName: string;
  location: string;
  reason: string;
  name: string;
  read: boolean;
  createdAt: string;
}

const valid = {
  placeName: 'Plitvice Lakes National Park',
  location: 'Plitvička Jezera, Croatia',
  reason: 'Sixteen terraced lakes joined by waterfalls. Go early, before the tour buses.',
  name: 'Marko',
  website: '',
};

const BAD_INPUTS: { label: string; body: Record<string, unknown>; field: string }[] = [
  { label: 'missing place name', body: { ...valid, placeName: undefined }, field: 'placeName' },
  { label: 'blank place name', body: { ...valid, placeName: '  ' }, field: 'placeName' },
  {
    label: 'place name too long',
    body: { ...valid, placeName: 'p'.repeat(LIMITS.placeName + 1) },
    field: 'placeName',
  },
  { label: 'place name of the wrong type', body: { ...valid, placeName: 7 }, field: 'placeName' },
  {
    label: 'location too long',
    body: { ...valid, location: 'l'.repeat(LIMITS.location + 1) },
    field: 'location',
  },
  { label: 'reason too long', body: { ...valid, reason: 'r'.repeat(LIMITS.reason + 1) }, field: 'reason' },
  { label: 'name too long', body: { ...valid, name: 'n'.repeat(LIMITS.name + 1) }, field: 'name' },
  { label: 'name of the wrong type', body: { ...valid, name: null }, field: 'name' },
  { label: 'unknown field', body: { ...valid, latitude: 44.88 }, field: 'latitude' },
];

describe.each(ENGINES)('suggestions API on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const suggest = (payload: unknown) =>
    t.request({
      method: 'POST',
      url: '/api/suggestions',
      payload: payload as object,
      remoteAddress: freshAddress(),
    });
  const list = async () => (await ownerList(t, cookie, '/api/suggestions')) as Suggestion[];

  it('stores a suggestion (only the place name required), lists it newest first, marks read and deletes', async () => {
    const full = await suggest({ ...valid, placeName: '  Plitvice Lakes National Park ' });
    expect(full.statusCode).toBe(201);
    expect(full.json()).toEqual({ id: expect.stringMatching(UUID_PATTERN) });
    const bare = await suggest({ placeName: 'Kotor' });
    expect(bare.statusCode).toBe(201);

    const rows = await list();
    expect(rows.map((r) => r.placeName)).toEqual(['Kotor', 'Plitvice Lakes National Park']);
    expect(rows[0]).toEqual({
      id: bare.json().id,
      placeName: 'Kotor',
      location: '',
      reason: '',
      name: '',
      read: false,
      createdAt: expect.stringMatching(/^\d{4}-/),
      addedLocationId: null,
    });
    expect(rows[1]).toMatchObject({
      location: valid.location,
      reason: valid.reason,
      name: 'Marko',
      read: false,
    });

    const id = full.json().id as string;
    expect(
      (await t.request({ method: 'PATCH', url: `/api/suggestions/${id}`, cookie, payload: { read: true } }))
        .statusCode,
    ).toBe(204);
    expect((await list()).find((r) => r.id === id)?.read).toBe(true);
    expect((await t.request({ method: 'DELETE', url: `/api/suggestions/${id}`, cookie })).statusCode).toBe(
      204,
    );
    expect((await list()).map((r) => r.id)).toEqual([bare.json().id]);
    for (const bad of [id, 'drop-table', '0']) {
      expectErrorShape(
        await t.request({ method: 'PATCH', url: `/api/suggestions/${bad}`, cookie, payload: { read: true } }),
        404,
        'not_found',
      );
    }
  });

  it.each(BAD_INPUTS)(
    'answers 400 naming the field for $label and stores nothing',
    async ({ body, field }) => {
      expect(expectErrorShape(await suggest(body), 400, 'invalid_input').fields).toHaveProperty(field);
      expect(await list()).toEqual([]);
    },
  );

  it('refuses the honeypot, malformed JSON and an oversized body, storing nothing', async () => {
    expect(
      expectErrorShape(await suggest({ ...valid, website: 'http://spam.example' }), 400).fields,
    ).toBeUndefined();
    const malformed = await t.request({
      method: 'POST',
      url: '/api/suggestions',
      payload: "{'placeName': 1}",
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshAddress(),
    });
    expectErrorShape(malformed, 400, 'malformed_json');
    expectErrorShape(await suggest({ ...valid, reason: 'r'.repeat(17 * 1024) }), 413, 'too_large');
    expect(await list()).toEqual([]);
  });

  it('keeps suggestions from visitors and other sites', async () => {
    const id = (await suggest(valid)).json().id as string;
    expectErrorShape(await t.request({ method: 'GET', url: '/api/suggestions' }), 401, 'unauthorized');
    expectErrorShape(
      await t.request({ method: 'PATCH', url: `/api/suggestions/${id}`, payload: { read: true } }),
      401,
      'unauthorized',
    );
    expectErrorShape(
      await t.request({ method: 'DELETE', url: `/api/suggestions/${id}` }),
      401,
      'unauthorized',
    );
    const crossSite = await t.request({
      method: 'POST',
      url: '/api/suggestions',
      payload: valid,
      headers: { origin: 'https://evil.example' },
      remoteAddress: freshAddress(),
    });
    expectErrorShape(crossSite, 403, 'forbidden');
    expect(await list()).toEqual([expect.objectContaining({ id, read: false })]);
  });

  it('limits each address, answering 429 in the error shape with Retry-After', async () => {
    const answers = await postRepeatedly(
      t,
      '/api/suggestions',
      (i) => ({ placeName: `Place ${i}` }),
      SUGGESTION_RATE_LIMIT.max + 1,
      freshAddress(),
    );
    expect(answers.slice(0, -1).every((r) => r.statusCode === 201)).toBe(true);
    const limited = answers.at(-1)!;
    expectErrorShape(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await list()).toHaveLength(SUGGESTION_RATE_LIMIT.max);
  });
});
