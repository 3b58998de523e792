import { afterEach, describe, expect, it } from 'vitest';
import { EIFFEL, startGeocoder, type Geocoder, ZION } from '../helpers/stub-geocoder';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

describe.each(ENGINES)('address search on $name', ({ name: engine }) => {
  let t: TestApp | undefined;
  let geocoder: Geocoder | undefined;
  afterEach(async () => {
    await t?.close();
    await geocoder?.close();
    t = geocoder = undefined;
  });

  async function app(env: Record<string, string> = {}) {
    t = await createTestApp(engine, env);
    const cookie = await t.login();
    const search = (q: string) =>
      t!.request({ method: 'GET', url: `/api/geocode?q=${encodeURIComponent(q)}`, cookie });
    return { t, search };
  }

  it('answers normalized results, asks politely, and asks only once for the same search', async () => {
    geocoder = await startGeocoder();
    const { search } = await app({ GEOCODER_URL: geocoder.url });
    const started = Date.now();
    const first = await search('Eiffel Tower');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([
      {
        name: 'Eiffel Tower',
        displayName: EIFFEL[0]!.display_name,
        latitude: 48.8582599,
        longitude: 2.2945006,
        country: 'France',
        state: null,
      },
    ]);
    const [request] = geocoder.requests;
    expect(request!.headers['user-agent']).toBe('FruWorld/1.0 (+http://localhost:3000)');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      q: 'Eiffel Tower',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '5',
    });

    expect((await search('  eiffel   TOWER ')).json()).toEqual(first.json());
    expect(geocoder.requests).toHaveLength(1);

    const [a, b] = await Promise.all([search('Zion National Park'), search('Zion National Park')]);
    expect(a.json()).toEqual([
      {
        name: 'Zion National Park',
        displayName: ZION[0]!.display_name,
        latitude: 37.2982022,
        longitude: -113.0263005,
        country: 'United States',
        state: 'Utah',
      },
    ]);
    expect(b.json()).toEqual(a.json());
    expect(geocoder.requests).toHaveLength(2);
    // Nominatim's policy: at most one request per second, so the second search cannot be done sooner.
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('says so when no geocoder is configured, and keeps the search to the owner', async () => {
    const { t: site, search } = await app();
    expect((await site.request({ method: 'GET', url: '/api/geocode?q=Paris' })).statusCode).toBe(401);
    const response = await search('Paris');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'geocoder_not_configured', message: 'Address search is not configured on this site.' },
    });
  });

  it('answers 502 with a plain message when the geocoder is down', async () => {
    geocoder = await startGeocoder();
    const url = geocoder.url;
    await geocoder.close();
    geocoder = undefined;
    const { search } = await app({ GEOCODER_URL: url });
    const response = await search('Paris');
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toEqual({
      code: 'geocoder_unavailable',
      message:
        'The address search is not available right now. Please try again later, or place the pin on the map.',
    });
  });

  it('answers 504 when the geocoder does not answer within 5 seconds', async () => {
    geocoder = await startGeocoder(() => 'hang');
    const { search } = await app({ GEOCODER_URL: geocoder.url });
    const response = await search('Paris');
    expect(response.statusCode).toBe(504);
    expect(response.json().error.message).toMatch(/^The address search did not answer in time/);
  });

  it('refuses an empty search', async () => {
    geocoder = await startGeocoder();
    const { search } = await app({ GEOCODER_URL: geocoder.url });
    const response = await search('   ');
    expect(response.statusCode).toBe(400);
    expect(geocoder.requests).toHaveLength(0);
  });
});
