import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

describe.each(ENGINES)('world progress on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const add = (place: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: { type: 'city', status: 'visited', ...place },
    });
  const progress = async () => (await t.request({ method: 'GET', url: '/api/world-progress' })).json();

  it('counts countries of 195, US states of 51 and continents of 7, and follows every change', async () => {
    expect(await progress()).toEqual({
      countries: { visited: 0, total: 195, list: [], others: [] },
      usStates: { visited: 0, total: 51, list: [] },
      continents: { visited: 0, total: 7, list: [] },
    });
    // Country and state left out: detected from the coordinates.
    await add({ name: 'Zion National Park', latitude: 37.2982, longitude: -113.0263 });
    await add({ name: 'Honolulu', latitude: 21.3069, longitude: -157.8583 });
    await add({ name: 'Nairobi', latitude: -1.2921, longitude: 36.8219 });
    await add({ name: 'Prague', latitude: 50.0755, longitude: 14.4378, country: 'Czech Republic' });
    const kyoto = (
      await add({ name: 'Kyoto', latitude: 35.0116, longitude: 135.7681, status: 'planned' })
    ).json();
    expect(await progress()).toEqual({
      countries: { visited: 3, total: 195, list: ['Czechia', 'Kenya', 'United States'], others: [] },
      usStates: { visited: 2, total: 51, list: ['Hawaii', 'Utah'] },
      continents: { visited: 3, total: 7, list: ['Africa', 'Europe', 'North America'] },
    });

    await t.request({
      method: 'PATCH',
      url: `/api/locations/${kyoto.id}`,
      cookie,
      payload: { status: 'visited' },
    });
    const after = await progress();
    expect(after.countries).toMatchObject({
      visited: 4,
      list: ['Czechia', 'Japan', 'Kenya', 'United States'],
    });
    expect(after.continents).toMatchObject({
      visited: 4,
      list: ['Africa', 'Asia', 'Europe', 'North America'],
    });
  });

  it('answers 304 to a client that has the current version', async () => {
    const first = await t.request({ method: 'GET', url: '/api/world-progress' });
    const again = await t.request({
      method: 'GET',
      url: '/api/world-progress',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await add({ name: 'Paris', latitude: 48.8566, longitude: 2.3522 });
    const changed = await t.request({
      method: 'GET',
      url: '/api/world-progress',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
  });
});

describe.each(ENGINES)('cached answers on $name, across the first sign-in', ({ name: engine }) => {
  it('keep their ETag: signing in changes no place', async () => {
    const t = await createTestApp(engine);
    try {
      const paths = ['/api/world-progress', '/api/stats', '/api/locations/map', '/api/locations/map/names'];
      const before = await Promise.all(paths.map((url) => t.request({ method: 'GET', url })));
      await t.login();
      for (const [i, url] of paths.entries()) {
        const again = await t.request({
          method: 'GET',
          url,
          headers: { 'if-none-match': String(before[i]!.headers.etag) },
        });
        expect(again.statusCode, url).toBe(304);
      }
    } finally {
      await t.close();
    }
  });
});
