import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMapData } from '../../src/shared/map-data';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

const valid = {
  name: 'Arches National Park',
  latitude: 38.7331,
  longitude: -109.5925,
  type: 'national-park',
  status: 'visited',
};
const long = (n: number) => 'x'.repeat(n);

/** Every validation rule of docs/product/PRODUCT.md: the bad value, the field it names. */
const BAD_BODIES: [string, Record<string, unknown>, string][] = [
  ['missing name', { ...valid, name: undefined }, 'name'],
  ['blank name', { ...valid, name: '   ' }, 'name'],
  ['name over 200 characters', { ...valid, name: long(201) }, 'name'],
  ['name not a string', { ...valid, name: 42 }, 'name'],
  ['latitude above 90', { ...valid, latitude: 90.0001 }, 'latitude'],
  ['latitude below -90', { ...valid, latitude: -91 }, 'latitude'],
  ['latitude as a string', { ...valid, latitude: '38.7' }, 'latitude'],
  ['missing latitude', { ...valid, latitude: undefined }, 'latitude'],
  ['longitude above 180', { ...valid, longitude: 180.5 }, 'longitude'],
  ['longitude below -180', { ...valid, longitude: -181 }, 'longitude'],
  ['longitude as a string', { ...valid, longitude: 'east' }, 'longitude'],
  ['unknown status', { ...valid, status: 'done' }, 'status'],
  ['type that is not a slug', { ...valid, type: 'Not A Slug!' }, 'type'],
  ['relative photo link', { ...valid, photos: ['/images/a.jpg'] }, 'photos.0'],
  [
    'javascript: photo link',
    { ...valid, photos: ['https://ok.example/a.jpg', 'javascript:alert(1)'] },
    'photos.1',
  ],
  ['data: photo link', { ...valid, photos: ['data:image/png;base64,AAAA'] }, 'photos.0'],
  ['vbscript: video link', { ...valid, youtubeUrls: ['vbscript:msgbox(1)'] }, 'youtubeUrls.0'],
  ['ftp video link', { ...valid, youtubeUrls: ['ftp://example.com/v'] }, 'youtubeUrls.0'],
  ['legacy youtubeUrl with javascript:', { ...valid, youtubeUrl: 'javascript:alert(1)' }, 'youtubeUrl'],
  [
    '51 photos',
    { ...valid, photos: Array.from({ length: 51 }, (_, i) => `https://example.com/${i}.jpg`) },
    'photos',
  ],
  [
    '21 videos',
    {
      ...valid,
      youtubeUrls: Array.from({ length: 21 }, (_, i) => `https://youtu.be/${String(i).padStart(11, 'a')}`),
    },
    'youtubeUrls',
  ],
  ['photos not a list', { ...valid, photos: 'https://example.com/a.jpg' }, 'photos'],
  ['notes over 10,000 characters', { ...valid, notes: long(10_001) }, 'notes'],
  ['unknown field', { ...valid, rating: 5 }, 'rating'],
  ['name with a NUL character', { ...valid, name: 'Zion\u0000' }, 'name'],
  ['notes with a NUL character', { ...valid, notes: 'a\u0000b' }, 'notes'],
  ['address with a NUL character', { ...valid, address: 'a\u0000b' }, 'address'],
  ['notes with broken Unicode (a lone surrogate)', { ...valid, notes: 'a\ud800b' }, 'notes'],
  ['visitedAt not a date', { ...valid, visitedAt: '2024-02-30' }, 'visitedAt'],
];

describe.each(ENGINES)('location validation on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let existing: { id: number };
  const snapshot = async () => (await t.request({ method: 'GET', url: '/api/locations' })).body;

  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    existing = (await t.request({ method: 'POST', url: '/api/locations', cookie, payload: valid })).json();
  });
  afterAll(() => t.close());

  it.each(BAD_BODIES)(
    'POST with %s answers 400 naming the field and stores nothing',
    async (_label, body, field) => {
      const before = await snapshot();
      const response = await t.request({ method: 'POST', url: '/api/locations', cookie, payload: body });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const { error } = response.json();
      expect(error.code).toBe('invalid_input');
      expect(error.fields).toHaveProperty([field]);
      expect(await snapshot()).toBe(before);
    },
  );

  it.each(BAD_BODIES.filter(([label]) => !label.startsWith('missing')))(
    'PATCH with %s answers 400 naming the field and changes nothing',
    async (_label, body, field) => {
      const before = await snapshot();
      // Only the field that differs from the valid body goes into the PATCH.
      const changes = Object.fromEntries(
        Object.entries(body).filter(([key, value]) => value !== (valid as Record<string, unknown>)[key]),
      );
      const response = await t.request({
        method: 'PATCH',
        url: `/api/locations/${existing.id}`,
        cookie,
        payload: changes,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty([field]);
      expect(await snapshot()).toBe(before);
    },
  );

  it('refuses malformed JSON, a wrong content type and a body over 1 MB', async () => {
    const before = await snapshot();
    const malformed = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('malformed_json');
    const text = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: JSON.stringify(valid),
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(403);
    const huge = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: { ...valid, notes: long(1024 * 1024 + 10) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('too_large');
    const array = await t.request({ method: 'POST', url: '/api/locations', cookie, payload: [valid] });
    expect(array.statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('answers 404 for unknown ids and ids of the wrong shape on every call', async () => {
    for (const id of [
      '987654',
      'abc',
      '-1',
      '1.5',
      '99999999999999999999',
      "1' OR '1'='1",
      '7'.repeat(300),
    ]) {
      const url = `/api/locations/${encodeURIComponent(id)}`;
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const response = await t.request({
          method,
          url,
          cookie,
          ...(method === 'PATCH' ? { payload: { notes: 'x' } } : {}),
        });
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json().error.code).toBe('not_found');
      }
    }
  });

  it('answers a malformed URL with 400 in the error shape, without echoing it', async () => {
    const response = await t.request({ method: 'GET', url: '/api/locations/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_request', message: expect.any(String) } });
    expect(response.body).not.toContain('%E0');
  });

  it('trims names, keeps link order, and folds the legacy youtubeUrl into youtubeUrls', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: {
        ...valid,
        name: '  Delicate Arch  ',
        youtubeUrls: ['https://youtu.be/aaaaaaaaaaa'],
        youtubeUrl: 'https://youtu.be/bbbbbbbbbbb',
        photos: ['https://x.example/3.jpg', 'https://x.example/1.jpg', 'https://x.example/2.jpg'],
      },
    });
    expect(response.statusCode).toBe(201);
    const place = response.json();
    expect(place.name).toBe('Delicate Arch');
    expect(place.youtubeUrls).toEqual(['https://youtu.be/aaaaaaaaaaa', 'https://youtu.be/bbbbbbbbbbb']);
    expect(place.photos).toEqual([
      'https://x.example/3.jpg',
      'https://x.example/1.jpg',
      'https://x.example/2.jpg',
    ]);
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/locations/${place.id}`,
      cookie,
      payload: { youtubeUrl: 'https://youtu.be/ccccccccccc' },
    });
    expect(patched.json().youtubeUrls).toEqual(['https://youtu.be/ccccccccccc']);
    const cleared = await t.request({
      method: 'PATCH',
      url: `/api/locations/${place.id}`,
      cookie,
      payload: { youtubeUrl: '' },
    });
    expect(cleared.json().youtubeUrls).toEqual([]);
    expect(Date.parse(cleared.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(place.updatedAt));
  });

  it('answers a changed list after a write, and 304 for an unchanged one', async () => {
    const etagOf = async (url: string) => (await t.request({ method: 'GET', url })).headers.etag as string;
    const ask = (url: string, etag: string) =>
      t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    const map = await etagOf('/api/locations/map');
    const names = await etagOf('/api/locations/map/names');
    expect((await ask('/api/locations/map', map)).statusCode).toBe(304);
    expect((await ask('/api/locations/map/names', names)).statusCode).toBe(304);
    await t.request({
      method: 'PATCH',
      url: `/api/locations/${existing.id}`,
      cookie,
      payload: { name: 'Arches (renamed)' },
    });
    // A new name changes the names; the map data (no names) is the same bytes, still 304.
    const renamed = await ask('/api/locations/map/names', names);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toContain('Arches (renamed)');
    expect((await ask('/api/locations/map', map)).statusCode).toBe(304);
    await t.request({
      method: 'PATCH',
      url: `/api/locations/${existing.id}`,
      cookie,
      payload: { latitude: 38.7, longitude: -109.6 },
    });
    const moved = await ask('/api/locations/map', map);
    expect(moved.statusCode).toBe(200);
    expect(decodeMapData(moved.json()).find((place) => place.id === existing.id)).toMatchObject({
      latitude: 38.7,
      longitude: -109.6,
    });
    const list = await t.request({
      method: 'GET',
      url: '/api/locations',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(list.headers['content-encoding']).toBe('gzip');
  });
});
