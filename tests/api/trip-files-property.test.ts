import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase } from '../helpers/db-dump';
import { freshAddress } from '../helpers/forms';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { tripCalls } from '../helpers/trip-owner';

// Issue 38: 1,000 generated bad files for POST /api/trips/:id/tracks and POST /api/trips/import,
// each refused with a 4xx that says what is wrong (the point, for a bad coordinate), nothing stored.

const RUNS = 1000;

/** A generated bad file: its text, its type, and what the refusal must name. */
interface BadFile {
  why: string;
  payload: string;
  contentType: string;
  names: RegExp;
}

const GPX = 'application/gpx+xml';
const JSON_TYPE = 'application/geo+json';
const gpxOf = (body: string) =>
  `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">${body}</gpx>`;

/** A coordinate no file may carry, as latitude or longitude: not a number, or past ±180. */
const badNumber = fc.oneof(
  fc.constantFrom('abc', '', 'NaN', '1e999', '-Infinity', '12,5', '0x10'),
  fc.double({ min: 180.000001, max: 1e6, noNaN: true }).map(String),
  fc.double({ min: -1e6, max: -180.000001, noNaN: true }).map(String),
);
const goodPoint = fc.tuple(
  fc.double({ min: -89, max: 89, noNaN: true }),
  fc.double({ min: -179, max: 179, noNaN: true }),
);

const gpxBadPoint = fc
  .tuple(fc.array(goodPoint, { minLength: 1, maxLength: 6 }), fc.nat(), badNumber, fc.boolean())
  .map(([points, at, bad, inLatitude]): BadFile => {
    const index = at % points.length;
    const trkpts = points.map(([lat, lon], i) =>
      i === index
        ? `<trkpt lat="${inLatitude ? bad : lat}" lon="${inLatitude ? lon : bad}"/>`
        : `<trkpt lat="${lat}" lon="${lon}"/>`,
    );
    return {
      why: `GPX point ${index + 1} is ${bad}`,
      payload: gpxOf(`<trk><trkseg>${trkpts.join('')}<trkpt lat="1" lon="1"/></trkseg></trk>`),
      contentType: GPX,
      names: new RegExp(`point ${index + 1}\\b`),
    };
  });

const geoJsonBadPosition = fc
  .tuple(
    fc.array(goodPoint, { minLength: 1, maxLength: 6 }),
    fc.nat(),
    fc.constantFrom<unknown>(null, 'x', [1], ['1', 'a'], [200, 10], [10, -95], {}, [Number.MAX_VALUE, 0]),
  )
  .map(([points, at, bad]): BadFile => {
    const index = at % points.length;
    const coordinates: unknown[] = points.map(([lat, lon]) => [lon, lat]);
    coordinates.splice(index, 0, bad);
    return {
      why: `GeoJSON position ${index + 1} is ${JSON.stringify(bad)}`,
      payload: JSON.stringify({
        type: 'Feature',
        properties: {},
        geometry: { type: 'LineString', coordinates },
      }),
      contentType: JSON_TYPE,
      names: new RegExp(`point ${index + 1}\\b`),
    };
  });

const notAFile = fc.oneof(
  fc
    .string({ minLength: 1, maxLength: 60 })
    .filter((s) => s.trim() !== '' && !/^\s*[[{<]/.test(s))
    .map((s): BadFile => ({
      why: 'random text',
      payload: s,
      contentType: GPX,
      names: /not GPX, KML or GeoJSON/,
    })),
  fc
    .constantFrom('{', '[1,', '{"type":', '<gpx', '<kml><Document>')
    .map((s): BadFile => ({ why: `cut short: ${s}`, payload: s, contentType: JSON_TYPE, names: /./ })),
  fc
    .string({ minLength: 1, maxLength: 20 })
    .filter((s) => !/[<&"]/.test(s))
    .map((s): BadFile => ({
      why: 'an XML bomb',
      payload: `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "${s}"><!ENTITY b "&a;&a;&a;">]><gpx>&b;</gpx>`,
      contentType: GPX,
      names: /entities/,
    })),
  fc.constantFrom<BadFile>(
    {
      why: 'no features',
      payload: '{"type":"FeatureCollection","features":[]}',
      contentType: JSON_TYPE,
      names: /./,
    },
    {
      why: 'an HTML page',
      payload: '<html><body>hi</body></html>',
      contentType: GPX,
      names: /neither GPX nor KML/,
    },
  ),
);

const badFile = fc.oneof(gpxBadPoint, geoJsonBadPosition, notAFile);

describe.each(ENGINES)('generated bad trip files on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let tripId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    const calls = tripCalls(t, cookie);
    const place = await calls.place();
    tripId = (await calls.made({ title: 'Anchor', days: [{ stops: [{ placeId: place.id }] }] })).id;
  });
  afterAll(() => t.close());

  it(`${RUNS} bad files, as a track or an import, are refused naming the problem, and store nothing`, async () => {
    const before = await dumpDatabase(t.database);
    await fc.assert(
      fc.asyncProperty(badFile, fc.boolean(), async (file, asImport) => {
        const response = await t.request({
          method: 'POST',
          url: asImport ? '/api/trips/import' : `/api/trips/${tripId}/tracks`,
          cookie,
          // Each from an address of its own: the routes' rate limit is not what is tested.
          remoteAddress: freshAddress(),
          payload: file.payload,
          headers: { 'content-type': file.contentType },
        });
        const why = `${file.why}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, why).toBe(400);
        const { error } = response.json<{ error: { code: string; message: string } }>();
        expect(error.code, why).toBe('invalid_input');
        expect(error.message, why).toMatch(file.names);
      }),
      { numRuns: RUNS },
    );
    expect(await dumpDatabase(t.database)).toBe(before);
  });
});
