import { DOMParser } from '@xmldom/xmldom';
import { gpx, kml } from '@tmcw/togeojson';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dumpDatabase } from '../helpers/db-dump';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 41: a visitor takes the filtered view along, as KML (Google My Maps) or GPX (GPS apps).

const xml = (text: string) => new DOMParser().parseFromString(text, 'text/xml');

const PLACES = [
  {
    name: 'Louvre Museum',
    type: 'museum',
    status: 'visited',
    country: 'France',
    address: 'Rue de Rivoli, 75001 Paris',
    notes: 'Open late on Wednesdays & Fridays.',
    latitude: 48.8606,
    longitude: 2.3376,
  },
  {
    name: 'Musée d’Orsay',
    type: 'museum',
    status: 'planned',
    country: 'France',
    latitude: 48.86,
    longitude: 2.3266,
  },
  {
    name: 'Kyoto Station',
    type: 'city',
    status: 'visited',
    country: 'Japan',
    address: '901 Higashishiokoji-cho',
    latitude: 34.9858,
    longitude: 135.7588,
  },
  {
    name: 'Secret Garden Museum',
    type: 'museum',
    status: 'visited',
    country: 'France',
    latitude: 48.85,
    longitude: 2.35,
    isPrivate: true,
  },
];

describe.each(ENGINES)('the filtered view as a file on $name', ({ name: engine }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
    const cookie = await t.login();
    for (const payload of PLACES) {
      const response = await t.request({ method: 'POST', url: '/api/locations', cookie, payload });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
  afterEach(() => t.close());

  const download = (query: string, cookie?: string) =>
    t.request({ method: 'GET', url: `/api/places/download?${query}`, cookie });

  it('gives a visitor the public places the filters select, as KML that My Maps reads', async () => {
    const response = await download('format=kml&type=museum&country=France');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/vnd\.google-earth\.kml\+xml/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="fru-world-places-\d{4}-\d{2}-\d{2}\.kml"$/,
    );
    const features = kml(xml(response.body)).features;
    expect(features.map((feature) => feature.properties?.name).sort()).toEqual([
      'Louvre Museum',
      'Musée d’Orsay',
    ]);
    expect(features[0]?.geometry).toEqual({ type: 'Point', coordinates: [2.3376, 48.8606] });
    expect(response.body).not.toContain('Secret Garden');
  });

  it('gives GPX with one waypoint per place, its name, notes and a link to its page', async () => {
    const response = await download('format=gpx&q=paris&view=list&sort=name');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/gpx\+xml/);
    expect(response.headers['content-disposition']).toMatch(/filename="fru-world-places-[\d-]+\.gpx"/);
    // "paris" is in the Louvre's address only (the search looks in addresses and notes too).
    const doc = xml(response.body);
    const waypoints = Array.from(doc.getElementsByTagName('wpt'));
    expect(waypoints).toHaveLength(1);
    const features = gpx(doc).features;
    expect(features[0]?.properties).toMatchObject({
      name: 'Louvre Museum',
      desc: 'Open late on Wednesdays & Fridays.',
    });
    expect(features[0]?.geometry).toEqual({ type: 'Point', coordinates: [2.3376, 48.8606] });
    expect(waypoints[0]?.getElementsByTagName('link')[0]?.getAttribute('href')).toMatch(
      /^https?:\/\/[^/]+\/places\/\d+/,
    );
  });

  it('never holds a private place, even for the signed-in owner, and every place with no filter', async () => {
    const cookie = await t.login();
    for (const who of [undefined, cookie]) {
      const response = await download('format=gpx', who);
      expect(response.statusCode, response.body).toBe(200);
      const names = gpx(xml(response.body)).features.map((feature) => feature.properties?.name);
      expect(names.sort()).toEqual(['Kyoto Station', 'Louvre Museum', 'Musée d’Orsay']);
    }
  });

  it('answers 304 to a browser holding the same file, like the other public reads', async () => {
    const first = await download('format=kml&status=visited');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.request({
      method: 'GET',
      url: '/api/places/download?format=kml&status=visited',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    const other = await download('format=kml&status=planned');
    expect(other.headers.etag).not.toBe(etag);
  });

  it.each([
    ['an unknown format', 'format=pdf', 'format'],
    ['no format', 'type=museum', 'format'],
    ["the owner's filters", 'format=kml&only=private', 'only'],
    ['an unknown status', 'format=gpx&status=sleeping', 'status'],
    ['a search too long', `format=gpx&q=${'a'.repeat(101)}`, 'q'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_label, query, field) => {
    const before = await dumpDatabase(t.database);
    const response = await download(query);
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json<{ error: { code: string; fields?: Record<string, string> } }>();
    expect(error.code).toBe('invalid_input');
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(await dumpDatabase(t.database)).toBe(before);
  });

  it('stores nothing for a good download either', async () => {
    const before = await dumpDatabase(t.database);
    expect((await download('format=kml')).statusCode).toBe(200);
    expect(await dumpDatabase(t.database)).toBe(before);
  });
});
