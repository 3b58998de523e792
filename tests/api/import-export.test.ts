import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedImport } from '../../src/shared/import/fields';
import { csvTableToPlaces, guessCsvMapping } from '../../src/shared/import/parse-csv';
import { readImportText } from '../../src/shared/import/parse-file';
import type { Location } from '../../src/shared/location';
import { IMPORT_BODY_LIMIT } from '../../src/server/routes/import';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

/** Places that exercise every field and the awkward characters of each format. */
const PLACES = [
  {
    name: 'Café "Le Dôme", Montparnasse',
    latitude: 48.8424,
    longitude: 2.3289,
    type: 'restaurant',
    category: 'Brasserie',
    status: 'visited',
    address: '108 Boulevard du Montparnasse, 75014 Paris',
    country: 'France',
    notes: 'Line one, with a comma.\nLine "two" <b>not bold</b> & more.',
    photos: ['https://example.com/dome-1.jpg?size=large&crop=1', 'https://example.com/dome-2.jpg'],
    youtubeUrls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    tags: ['Best of Paris', 'Cafés, bars & more'],
    visitedAt: '2023-06-01',
  },
  {
    name: 'Zion National Park',
    latitude: 37.2982,
    longitude: -113.0263,
    type: 'national-park',
    status: 'wishlist',
    country: 'United States',
    state: 'Utah',
    notes: '=SUM(A1) -not a formula @all +1',
  },
  {
    name: '  Sydney Opera House  ',
    latitude: -33.8568,
    longitude: 151.2153,
    type: 'my-favourites',
    status: 'planned',
    country: 'Australia',
    address: 'Bennelong Point, Sydney NSW 2000',
  },
  {
    name: 'Ísafjörður',
    latitude: 66.0749,
    longitude: -23.1279,
    type: 'city',
    status: 'visited',
    country: 'Iceland',
    visitedAt: '2019-08-14',
    category: '-5 °C in July',
  },
];

const volatile = ({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: Location) => rest;

function parseExport(fileName: string, text: string): ParsedImport {
  const read = readImportText(fileName, text, { status: 'planned' });
  if (read.kind === 'places') return read.parsed;
  return csvTableToPlaces(read.table, guessCsvMapping(read.table.headers), { status: 'planned' });
}

describe.each(ENGINES)('import and export on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const list = async () => (await t.request({ method: 'GET', url: '/api/locations' })).json() as Location[];
  const post = (url: string, places: unknown[]) =>
    t.request({ method: 'POST', url, cookie, payload: { places } });

  async function seed() {
    for (const place of PLACES) {
      const response = await t.request({ method: 'POST', url: '/api/locations', cookie, payload: place });
      expect(response.statusCode, response.body).toBe(201);
    }
    return list();
  }

  it.each(['geojson', 'csv', 'kml'])(
    'round-trips every place through %s into an empty site',
    async (format) => {
      const original = await seed();
      const exported = await t.request({ method: 'GET', url: `/api/export?format=${format}`, cookie });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="fru-world-places-\\d{4}-\\d{2}-\\d{2}\\.${format}"$`),
      );

      const parsed = parseExport(`export.${format}`, exported.body);
      expect(parsed.errors).toEqual([]);
      // A new, empty site (one app at a time: PostgreSQL test schemas are set up one after another).
      await t.close();
      t = await createTestApp(engine);
      cookie = await t.login();
      const preview = await post('/api/import/preview', parsed.places);
      expect(preview.json()).toEqual({
        total: PLACES.length,
        toAdd: PLACES.length,
        toUpdate: 0,
        unchanged: 0,
        duplicates: [],
        countries: [],
        changes: [],
        versions: {},
        errors: [],
        errorCount: 0,
      });
      const imported = await post('/api/import', parsed.places);
      expect(imported.json()).toEqual({
        added: PLACES.length,
        updated: 0,
        unchanged: 0,
        duplicates: 0,
        batchId: expect.any(String),
      });
      expect((await list()).map(volatile)).toEqual(original.map(volatile));
    },
  );

  it('keeps exports and imports to the owner and names an unknown format', async () => {
    expect((await t.request({ method: 'GET', url: '/api/export?format=csv' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/import', payload: { places: [] } })).statusCode,
    ).toBe(401);
    const unknown = await t.request({ method: 'GET', url: '/api/export?format=xlsx', cookie });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Choose an export format: geojson, csv or kml.');
  });

  it('skips places with the same name within 100 m of an existing place, never of another row', async () => {
    await seed();
    const rows = [
      { name: 'zion national park ', latitude: 37.2985, longitude: -113.0263 },
      { name: 'Zion National Park', latitude: 37.31, longitude: -113.0263 },
      { name: 'Zion National Park', latitude: 37.3104, longitude: -113.0265 },
    ];
    const preview = await post('/api/import/preview', rows);
    expect(preview.json()).toMatchObject({
      toAdd: 2,
      duplicates: [{ source: 'place 1', name: 'zion national park' }],
      errors: [],
    });
    expect((await post('/api/import', rows)).json()).toEqual({
      added: 2,
      updated: 0,
      unchanged: 0,
      duplicates: 1,
      batchId: expect.any(String),
    });
    expect((await list()).filter((p) => p.name === 'Zion National Park')).toHaveLength(3);
  });

  it('stores nothing when one place is bad, and names the row and the reason', async () => {
    const rows = [
      { name: 'Fine', latitude: 10, longitude: 10 },
      { name: 'Also fine', latitude: 11, longitude: 11 },
      { name: 'Off the globe', latitude: 95, longitude: 11 },
    ];
    const preview = await post('/api/import/preview', rows);
    expect(preview.json()).toMatchObject({
      toAdd: 2,
      errors: [{ row: 3, field: 'latitude', reason: 'Latitude must be between -90 and 90' }],
      errorCount: 1,
    });
    const refused = await post('/api/import', rows);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'invalid_input',
      message:
        '1 of the places cannot be imported (place 3: Latitude must be between -90 and 90). Nothing was imported.',
      fields: { 'places.2.latitude': 'Latitude must be between -90 and 90' },
    });
    expect(await list()).toEqual([]);
  });

  it('imports a Google Takeout file, fills countries and states, and reports the unreadable features by number', async () => {
    const parsed = parseExport('Saved Places.json', fixture('saved-places-takeout.json'));
    expect(parsed.errors.map((e) => e.source)).toEqual(['feature 2', 'feature 4']);
    expect((await post('/api/import', parsed.places)).json()).toEqual({
      added: 3,
      updated: 0,
      unchanged: 0,
      duplicates: 0,
      batchId: expect.any(String),
    });
    expect((await list()).map((p) => [p.name, p.country, p.state])).toEqual([
      ['San Francisco', 'United States', 'California'],
      ['Tokyo Tower', 'Japan', null],
      ['Trafalgar Square', 'United Kingdom', null],
    ]);
  });

  it('imports KML, GPX and an odd CSV, keeping the values the file gives', async () => {
    for (const name of ['places.kml', 'waypoints.gpx', 'odd-headers.csv']) {
      const parsed = parseExport(name, fixture(name));
      const response = await post('/api/import', parsed.places);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
    const places = await list();
    expect(places).toHaveLength(3 + 3 + 4);
    expect(places.find((p) => p.name === 'Lauterbrunnen')).toMatchObject({
      country: 'Switzerland',
      state: null,
    });
    expect(places.find((p) => p.name === 'Zion Narrows')).toMatchObject({
      country: 'United States',
      state: 'Utah',
      notes: '=Bring neoprene socks',
    });
    expect(places.find((p) => p.name === 'Horseshoe Bend')).toMatchObject({
      country: 'United States',
      state: 'Arizona',
      address: 'Page, AZ 86040',
    });
  });

  it('refuses more than 100,000 places and bodies over the import limit', async () => {
    const tooMany = await post(
      '/api/import/preview',
      Array.from({ length: 100_001 }, () => ({})),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.places).toBe(
      'At most 100,000 places can be imported at once. Split the file into smaller ones.',
    );
    const huge = await t.request({
      method: 'POST',
      url: '/api/import',
      cookie,
      headers: { 'content-type': 'application/json' },
      payload: `{"places":["${'x'.repeat(IMPORT_BODY_LIMIT)}"]}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(
      'The import is too large (at most 100 MB). Split the file into smaller ones.',
    );
  });
});
