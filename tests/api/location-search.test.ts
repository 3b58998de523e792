import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_RATE_LIMIT } from '../../src/server/routes/location-search';
import { locationsApi } from '../../src/shared/api/locations';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

const PLACES = [
  {
    name: 'Kyoto Station',
    type: 'city',
    status: 'visited',
    country: 'Japan',
    address: '901 Higashishiokoji-cho, Shimogyo Ward',
    notes: 'Ramen street on the tenth floor.',
    visitedAt: '2023-05-01',
    latitude: 34.9858,
    longitude: 135.7588,
  },
  {
    name: 'Louvre Museum',
    type: 'museum',
    status: 'visited',
    country: 'France',
    address: 'Rue de Rivoli, 75001 Paris',
    notes: 'Go on a Wednesday EVENING: open late.',
    visitedAt: '2024-09-20',
    latitude: 48.8606,
    longitude: 2.3376,
  },
  {
    name: 'Banff National Park',
    type: 'national-park',
    status: 'planned',
    country: 'Canada',
    address: 'Alberta',
    notes: '',
    latitude: 51.4968,
    longitude: -115.9281,
  },
];

describe.each(ENGINES)('place search and orders on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let ids: number[];
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    ids = [];
    for (const payload of PLACES) {
      const response = await t.request({ method: 'POST', url: '/api/locations', cookie, payload });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<{ id: number }>().id);
    }
  });
  afterEach(() => t.close());

  const search = async (q: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/locations/search?q=${encodeURIComponent(q)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    // The answer is written by the index (place-index.ts), not by the contract's serializer: it
    // must still be what the contract says.
    return locationsApi.search.response.parse(response.json()).ids;
  };
  const order = async (by: string) => {
    const response = await t.request({ method: 'GET', url: `/api/locations/order?by=${by}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ ids: number[] }>().ids;
  };

  it('finds a place by a word of its address or of its notes, ignoring case, for a visitor', async () => {
    const [kyoto, louvre, banff] = ids;
    expect(await search('rivoli')).toEqual([louvre]);
    expect(await search('SHIMOGYO')).toEqual([kyoto]);
    expect(await search('wednesday evening')).toEqual([louvre]);
    expect(await search('  ramen  ')).toEqual([kyoto]);
    expect(await search('alberta')).toEqual([banff]);
    expect(await search('nowhere at all')).toEqual([]);
  });

  it('refuses a missing, empty or too long q with a clear message', async () => {
    for (const url of [
      '/api/locations/search',
      '/api/locations/search?q=',
      '/api/locations/search?q=%20%20',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message).toBe('The search is not valid.');
      expect(response.json().error.fields.q).toBe('q is the text to look for in addresses and notes');
    }
    const long = await t.request({ method: 'GET', url: `/api/locations/search?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.q).toBe('q is at most 100 characters');
    const extra = await t.request({ method: 'GET', url: '/api/locations/search?q=a&x=1' });
    expect(extra.statusCode).toBe(400);
  });

  it('no longer finds a place once it is in the trash, and finds an edited address at once', async () => {
    const [kyoto, louvre] = ids;
    expect(await search('rivoli')).toEqual([louvre]);
    const trashed = await t.request({ method: 'DELETE', url: `/api/locations/${louvre}`, cookie });
    expect(trashed.statusCode).toBe(204);
    expect(await search('rivoli')).toEqual([]);
    expect(await order('added')).not.toContain(louvre);

    const edited = await t.request({
      method: 'PATCH',
      url: `/api/locations/${kyoto}`,
      cookie,
      payload: { address: 'Karasuma-dori, Kyoto' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await search('karasuma')).toEqual([kyoto]);
    expect(await search('shimogyo')).toEqual([]);
  });

  it('answers a search again with 304 while nothing changed, compressed, and anew after an edit', async () => {
    const [, louvre] = ids;
    const url = '/api/locations/search?q=rivoli';
    const first = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual({ ids: [louvre] });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"c-/);
    const again = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // The owner's answer (private notes searched too) is the owner's browser's alone.
    const owners = await t.request({ method: 'GET', url, cookie });
    expect(owners.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['cache-control']).toBe('no-cache');

    const trashed = await t.request({ method: 'DELETE', url: `/api/locations/${louvre}`, cookie });
    expect(trashed.statusCode).toBe(204);
    const after = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ ids: [] });
  });

  it('orders by added, updated and visited date, newest first, places without a visited date last', async () => {
    const [kyoto, louvre, banff] = ids;
    expect(await order('added')).toEqual([banff, louvre, kyoto]);
    expect(await order('visited')).toEqual([louvre, kyoto, banff]);
    expect(await order('updated')).toEqual([banff, louvre, kyoto]);

    // An edit moves the place to the top of Recently updated, and its new visited date counts.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = await t.request({
      method: 'PATCH',
      url: `/api/locations/${kyoto}`,
      cookie,
      payload: { visitedAt: '2025-01-02' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await order('updated')).toEqual([kyoto, banff, louvre]);
    expect(await order('visited')).toEqual([kyoto, louvre, banff]);
    expect(await order('added')).toEqual([banff, louvre, kyoto]);
  });

  it('answers the order with an ETag (304 while unchanged) and refuses an unknown order', async () => {
    const first = await t.request({ method: 'GET', url: '/api/locations/order?by=added' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.request({
      method: 'GET',
      url: '/api/locations/order?by=added',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    for (const url of ['/api/locations/order', '/api/locations/order?by=name', '/api/locations/order?by=']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message).toBe('The order is not valid.');
      expect(response.json().error.fields.by).toBe('by is one of added, updated, visited');
    }
  });

  it('is seen by another instance on the same database', async () => {
    const other = await t.anotherInstance();
    const [, louvre] = ids;
    const before = await other.inject({ method: 'GET', url: '/api/locations/search?q=rivoli' });
    expect(before.json().ids).toEqual([louvre]);
    await t.request({ method: 'DELETE', url: `/api/locations/${louvre}`, cookie });
    await expect
      .poll(
        async () => (await other.inject({ method: 'GET', url: '/api/locations/search?q=rivoli' })).json().ids,
        {
          timeout: 3000,
        },
      )
      .toEqual([]);
  });

  it('answers a script looping on the search with 429 and Retry-After, and other addresses still search', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/locations/search?q=rivoli', remoteAddress });
    for (let i = 0; i < SEARCH_RATE_LIMIT.max; i++) expect((await from('198.51.100.7')).statusCode).toBe(200);
    const refused = await from('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(/^Too many requests from your address/);
    expect((await from('198.51.100.8')).statusCode).toBe(200);
  });
});
