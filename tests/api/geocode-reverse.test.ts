import fc from 'fast-check';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

/** Answers like Nominatim's /reverse with format=jsonv2&addressdetails=1. */
const CRATER_LAKE = {
  place_id: 7,
  lat: '42.9445872',
  lon: '-122.1090039',
  name: 'Rim Village',
  display_name: 'Rim Village, Rim Drive, Klamath County, Oregon, 97604, United States',
  address: { state: 'Oregon', country: 'United States', country_code: 'us' },
};

interface StandIn {
  /** GEOCODER_URL: the search endpoint; the reverse lookup sits beside it. */
  url: string;
  paths: URL[];
  close(): Promise<void>;
}

/** A tiny local geocoder: the reverse lookup answers Crater Lake on land, Nominatim's error at sea. */
async function startGeocoder(answer: (url: URL) => unknown = defaultAnswer): Promise<StandIn> {
  const paths: URL[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    paths.push(url);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(url)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/nominatim/search`,
    paths,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

function defaultAnswer(url: URL): unknown {
  if (url.pathname !== '/nominatim/reverse') return [];
  return Number(url.searchParams.get('lon')) < -100 ? CRATER_LAKE : { error: 'Unable to geocode' };
}

describe.each(ENGINES)('reverse address lookup on $name', ({ name: engine }) => {
  let t: TestApp | undefined;
  let geocoder: StandIn | undefined;
  afterEach(async () => {
    await t?.close();
    await geocoder?.close();
    t = geocoder = undefined;
  });

  async function app(env: Record<string, string> = {}) {
    t = await createTestApp(engine, env);
    const cookie = await t.login();
    const reverse = (query: string, withCookie = true) =>
      t!.request({
        method: 'GET',
        url: `/api/geocode/reverse?${query}`,
        ...(withCookie ? { cookie } : {}),
      });
    return { reverse };
  }

  it('answers the address at a point from the endpoint beside GEOCODER_URL, once per point', async () => {
    geocoder = await startGeocoder();
    const { reverse } = await app({ GEOCODER_URL: geocoder.url });
    const response = await reverse('latitude=42.9446&longitude=-122.109');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      place: {
        name: 'Rim Village',
        displayName: CRATER_LAKE.display_name,
        latitude: 42.9445872,
        longitude: -122.1090039,
        country: 'United States',
        state: 'Oregon',
      },
    });
    const [asked] = geocoder.paths;
    expect(asked!.pathname).toBe('/nominatim/reverse');
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      lat: '42.9446',
      lon: '-122.109',
      format: 'jsonv2',
      addressdetails: '1',
    });
    expect((await reverse('latitude=42.9446&longitude=-122.109')).json()).toEqual(response.json());
    expect(geocoder.paths).toHaveLength(1);
  });

  it('answers place null where the geocoder knows no address (at sea)', async () => {
    geocoder = await startGeocoder();
    const { reverse } = await app({ GEOCODER_URL: geocoder.url });
    const response = await reverse('latitude=-40&longitude=-30');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ place: null });
  });

  it('is for the owner, says when no geocoder is configured, and 502 on a malformed answer', async () => {
    const { reverse: without } = await app();
    expect((await without('latitude=1&longitude=2', false)).statusCode).toBe(401);
    const none = await without('latitude=1&longitude=2');
    expect(none.statusCode).toBe(503);
    expect(none.json().error.code).toBe('geocoder_not_configured');
    await t!.close();

    geocoder = await startGeocoder(() => ['not', 'an', 'object']);
    const { reverse } = await app({ GEOCODER_URL: geocoder.url });
    const response = await reverse('latitude=1&longitude=2');
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toMatch(/^The address search is not available right now/);
  });

  it('refuses any point that is not one, in words, without asking the geocoder', async () => {
    geocoder = await startGeocoder();
    const { reverse } = await app({ GEOCODER_URL: geocoder.url });
    const notACoordinate = fc.oneof(
      fc.constant(''),
      fc.string().filter((text) => text.trim() !== '' && !Number.isFinite(Number(text))),
      fc.double({ min: 180.000001, max: 1e9, noNaN: true }),
      fc.double({ min: -1e9, max: -180.000001, noNaN: true }),
    );
    await fc.assert(
      fc.asyncProperty(notACoordinate, fc.boolean(), async (bad, badLatitude) => {
        const query = new URLSearchParams(
          badLatitude ? { latitude: String(bad), longitude: '2' } : { latitude: '1', longitude: String(bad) },
        );
        const response = await reverse(query.toString());
        expect(response.statusCode).toBe(400);
        const { error } = response.json() as { error: { message: string; fields: Record<string, string> } };
        expect(error.message).toBe('Give a latitude and a longitude.');
        expect(Object.values(error.fields).join(' ')).toMatch(
          /(Latitude|Longitude) (must be|is required)|Required|expected/,
        );
      }),
      { numRuns: 40 },
    );
    expect(geocoder.paths).toHaveLength(0);
  });
});
