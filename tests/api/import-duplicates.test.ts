import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedImport } from '../../src/shared/import/fields';
import { csvTableToPlaces, guessCsvMapping } from '../../src/shared/import/parse-csv';
import { readImportText } from '../../src/shared/import/parse-file';
import type { Location } from '../../src/shared/location';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

function parse(fileName: string, text: string): ParsedImport {
  const read = readImportText(fileName, text, { status: 'visited' });
  if (read.kind === 'places') return read.parsed;
  return csvTableToPlaces(read.table, guessCsvMapping(read.table.headers), { status: 'visited' });
}

// Two places the owner keeps apart on purpose: similar names, about 10 m from each other.
const FOUNTAIN = { name: 'Trevi Fountain', latitude: 41.90093, longitude: 12.48331, status: 'visited' };
const FOUNTAIN_STEPS = { ...FOUNTAIN, name: 'Trevi Fountain Steps', latitude: 41.90102 };

describe.each(ENGINES)('import duplicates and countries on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const list = async () => (await t.request({ method: 'GET', url: '/api/locations' })).json() as Location[];
  const post = (url: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url, cookie, payload });
  const add = async (place: Record<string, unknown>) => {
    const response = await t.request({ method: 'POST', url: '/api/locations', cookie, payload: place });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Location;
  };

  it.each(['geojson', 'csv', 'kml'])(
    'keeps two near-alike places of one %s export apart in an empty site',
    async (format) => {
      await add(FOUNTAIN);
      await add(FOUNTAIN_STEPS);
      const exported = await t.request({ method: 'GET', url: `/api/export?format=${format}`, cookie });
      const parsed = parse(`export.${format}`, exported.body);
      await t.close();
      t = await createTestApp(engine);
      cookie = await t.login();
      const body = { places: parsed.places, sources: parsed.sources };
      const preview = (await post('/api/import/preview', body)).json();
      expect(preview).toMatchObject({ toAdd: 2, duplicates: [] });
      expect((await post('/api/import', body)).json()).toMatchObject({ added: 2, duplicates: 0 });
      expect((await list()).map((p) => p.name).sort()).toEqual(['Trevi Fountain', 'Trevi Fountain Steps']);
    },
  );

  it('lists a near-alike of a place already here by name, place and distance, and imports it when kept', async () => {
    const here = await add(FOUNTAIN);
    const csv = [
      'name,latitude,longitude',
      'trevi fountain,41.90102,12.48331',
      'Colosseum,41.8902,12.4922',
    ].join('\n');
    const parsed = parse('places.csv', csv);
    const body = { places: parsed.places, sources: parsed.sources };
    const preview = (await post('/api/import/preview', body)).json();
    expect(preview.toAdd).toBe(1);
    expect(preview.duplicates).toEqual([
      {
        source: 'line 2',
        name: 'trevi fountain',
        like: { id: here.id, name: 'Trevi Fountain' },
        distanceM: expect.closeTo(10, 0),
      },
    ]);

    // Left out of `keep`, it is skipped; named in it, it is imported.
    const skipped = await post('/api/import/preview', { ...body, keep: [] });
    expect(skipped.json()).toMatchObject({ toAdd: 1 });
    const imported = await post('/api/import', { ...body, keep: ['line 2'] });
    expect(imported.json()).toMatchObject({ added: 2, duplicates: 0 });
    expect((await list()).map((p) => p.name).sort()).toEqual([
      'Colosseum',
      'Trevi Fountain',
      'trevi fountain',
    ]);
  });

  it('names a row without a source by its place in the list', async () => {
    const here = await add(FOUNTAIN);
    const places = [{ name: 'Colosseum', latitude: 41.8902, longitude: 12.4922 }, FOUNTAIN_STEPS];
    const preview = (await post('/api/import/preview', { places })).json();
    expect(preview.duplicates).toMatchObject([{ source: 'place 2', like: { id: here.id } }]);
    expect((await post('/api/import', { places, keep: ['place 2'] })).json()).toMatchObject({ added: 2 });
  });

  it('refuses a bad keep or sources and stores nothing', async () => {
    const places = [FOUNTAIN];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ keep: 'line 2' }, 'keep', 'keep must be a list of the sources to import anyway'],
      [{ keep: [2] }, 'keep.0', 'Each source to keep must be text'],
      [{ keep: ['line 9'] }, 'keep.0', '"line 9" is not a place of this import'],
      [{ sources: ['line 2', 'line 3'] }, 'sources', 'sources must name one source per place'],
      [{ sources: [''] }, 'sources.0', 'A source must not be empty'],
    ];
    for (const [extra, field, message] of cases) {
      for (const url of ['/api/import/preview', '/api/import']) {
        const response = await post(url, { places, ...extra });
        expect(response.statusCode, `${url} ${JSON.stringify(extra)}`).toBe(400);
        expect(response.json().error).toMatchObject({ code: 'invalid_input', fields: { [field]: message } });
      }
    }
    const repeated = await post('/api/import', {
      places: [FOUNTAIN, FOUNTAIN_STEPS],
      sources: ['line 2', 'line 2'],
    });
    expect(repeated.json().error.fields).toEqual({
      'sources.1': 'line 2 names two places: one source per place',
    });
    expect(await list()).toEqual([]);
  });

  it('stores ISO codes and other spellings as the country names the site counts by', async () => {
    const csv = [
      'name,latitude,longitude,country',
      'Great Wall,40.4319,116.5704,CN',
      'Hagia Sophia,41.0086,28.9802,TR',
      'Taj Mahal,27.1751,78.0421,IN',
      'Forbidden City,39.9163,116.3972,CHN',
      'Cappadocia,38.6431,34.8289,Turkey',
      'Bagan,21.1717,94.8585,Myanmar',
      'Shwedagon,16.7983,96.1497,Myanmar',
      'Ephesus,37.9395,27.3417,tur',
      'Neuschwanstein,47.5576,10.7498,Deutschland',
      'Zion Narrows,37.3047,-112.9474,USA',
    ].join('\n');
    const parsed = parse('countries.csv', csv);
    const body = { places: parsed.places, sources: parsed.sources };
    const preview = (await post('/api/import/preview', body)).json();
    expect(preview.countries).toEqual([
      { from: 'CHN', to: 'China', count: 1 },
      { from: 'CN', to: 'China', count: 1 },
      { from: 'Deutschland', to: 'Germany', count: 1 },
      { from: 'IN', to: 'India', count: 1 },
      { from: 'TR', to: 'Turkey', count: 1 },
      { from: 'tur', to: 'Turkey', count: 1 },
      { from: 'USA', to: 'United States', count: 1 },
    ]);
    expect((await post('/api/import', body)).statusCode).toBe(200);
    expect((await list()).map((p) => [p.name, p.country])).toEqual([
      ['Great Wall', 'China'],
      ['Hagia Sophia', 'Turkey'],
      ['Taj Mahal', 'India'],
      ['Forbidden City', 'China'],
      ['Cappadocia', 'Turkey'],
      ['Bagan', 'Myanmar'],
      ['Shwedagon', 'Myanmar'],
      ['Ephesus', 'Turkey'],
      ['Neuschwanstein', 'Germany'],
      ['Zion Narrows', 'United States'],
    ]);
    const stats = (await t.request({ method: 'GET', url: '/api/stats' })).json();
    const progress = (await t.request({ method: 'GET', url: '/api/world-progress' })).json();
    expect(progress.countries.list).toEqual([
      'China',
      'Germany',
      'India',
      'Myanmar',
      'Turkey',
      'United States',
    ]);
    expect(stats.countriesVisited).toBe(progress.countries.visited);
    expect(stats.countries.map((c: { country: string }) => c.country).sort()).toEqual(
      progress.countries.list,
    );
  });
});
