import { geoContains } from 'd3-geo';
import type { Feature } from 'geojson';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

describe.each(ENGINES)('visited shapes on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const add = (place: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/locations', cookie, payload: { type: 'city', ...place } });
  const shapes = () => t.request({ method: 'GET', url: '/api/geo/visited-shapes' });

  it('outlines the visited countries and US states, small ones included, and nothing else', async () => {
    expect((await shapes()).json()).toEqual({ type: 'FeatureCollection', features: [] });
    await add({ name: 'Zion National Park', latitude: 37.2982, longitude: -113.0263, status: 'visited' });
    await add({ name: 'Gardens by the Bay', latitude: 1.2816, longitude: 103.8636, status: 'visited' });
    await add({ name: 'Louvre Museum', latitude: 48.8606, longitude: 2.3376, status: 'planned' });
    const response = await shapes();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const features = response.json().features as Feature[];
    expect(features.map((f) => [f.properties?.kind, f.properties?.name]).sort()).toEqual([
      ['country', 'Singapore'],
      ['country', 'United States'],
      ['state', 'Utah'],
    ]);
    const utah = features.find((f) => f.properties?.name === 'Utah')!;
    expect(geoContains(utah, [-113.0263, 37.2982])).toBe(true);
    expect(geoContains(utah, [-119.5383, 37.8651])).toBe(false);
    // Small enough to send with every map: the whole United States and Utah and Singapore.
    expect(response.body.length).toBeLessThan(200_000);
  });

  it('is cached with an ETag until the places change', async () => {
    const first = await shapes();
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/geo/visited-shapes',
          headers: { 'if-none-match': String(first.headers.etag) },
        })
      ).statusCode,
    ).toBe(304);
    await add({ name: 'Paris', latitude: 48.8566, longitude: 2.3522, status: 'visited' });
    const changed = await shapes();
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.json().features.map((f: Feature) => f.properties?.name)).toEqual(['France']);
  });
});

describe('country and state at a point, and the world outlined', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp('sqlite');
  });
  afterEach(() => t.close());

  it('answers the detected country and state, null at sea, and names bad coordinates', async () => {
    const region = (query: string) => t.request({ method: 'GET', url: `/api/geo/region?${query}` });
    expect((await region('latitude=31.7619&longitude=-106.485')).json()).toEqual({
      country: 'United States',
      state: 'Texas',
    });
    expect((await region('latitude=31.6904&longitude=-106.4245')).json()).toEqual({
      country: 'Mexico',
      state: null,
    });
    expect((await region('latitude=30&longitude=-40')).json()).toEqual({ country: null, state: null });
    expect((await region('latitude=&longitude=2')).json().error.fields).toEqual({
      latitude: 'Latitude must be a number',
    });
    const bad = await region('latitude=95&longitude=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be a number',
    });
  });

  it('outlines the world for charts: inhabited countries by ISO code, west to east, cached by ETag', async () => {
    const response = await t.request({ method: 'GET', url: '/api/geo/world-outlines' });
    expect(response.statusCode).toBe(200);
    const { width, height, countries } = response.json() as {
      width: number;
      height: number;
      countries: { code: string; d: string }[];
    };
    const codes = new Set(countries.map((country) => country.code));
    // The IP database's codes, Kosovo's user-assigned one included; Antarctica left out.
    for (const code of ['US', 'JP', 'BR', 'FR', 'AU', 'XK', 'ZA']) expect(codes).toContain(code);
    expect(codes).not.toContain('AQ');
    expect(codes.size).toBeGreaterThan(170);
    // Inside the box, the United States west of Japan (Equal Earth centred on Greenwich).
    const firstX = (code: string) => Number(/^M(-?\d+)/.exec(countries.find((c) => c.code === code)!.d)![1]);
    expect(firstX('US')).toBeLessThan(firstX('FR'));
    expect(firstX('FR')).toBeLessThan(firstX('JP'));
    for (const { d } of countries)
      for (const value of d.match(/-?\d+/g)!.map(Number)) {
        expect(value).toBeGreaterThanOrEqual(-1);
        expect(value).toBeLessThanOrEqual(Math.max(width, height) + 1);
      }
    const again = await t.request({
      method: 'GET',
      url: '/api/geo/world-outlines',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
