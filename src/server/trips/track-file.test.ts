import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_FILE_BYTES } from '#shared/import/fields.ts';
import { HttpError } from '../errors';
import { readTrackFile } from './track-file';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const gpxOf = (body: string) =>
  `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">${body}</gpx>`;
const pts = (n: number) =>
  Array.from({ length: n }, (_, i) => `<trkpt lat="${(i % 80) + 0.5}" lon="${i % 170}"/>`).join('');

/** The refusal a file gets: its status and message. */
function refusal(text: string | Buffer): { status: number; message: string } {
  try {
    readTrackFile(typeof text === 'string' ? bytes(text) : text, { fileName: 'x.gpx' });
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('the file was read');
}

describe('readTrackFile', () => {
  it('reads a GPX track, a line per segment, and its routes', () => {
    const file = readTrackFile(
      bytes(
        gpxOf(`<trk><name>Morning ride</name>
          <trkseg><trkpt lat="45.5" lon="6.1"><ele>1200</ele></trkpt><trkpt lat="45.6" lon="6.2"/></trkseg>
          <trkseg><trkpt lat="45.7" lon="6.3"/><trkpt lat="45.8" lon="6.4"/></trkseg></trk>
          <rte><rtept lat="1" lon="2"/><rtept lat="3" lon="4"/></rte>`),
      ),
      { fileName: 'ride.gpx' },
    );
    expect(file).toEqual({
      name: 'Morning ride',
      pointCount: 6,
      lines: [
        [
          [6.1, 45.5],
          [6.2, 45.6],
        ],
        [
          [6.3, 45.7],
          [6.4, 45.8],
        ],
        [
          [2, 1],
          [4, 3],
        ],
      ],
    });
  });

  it('reads KML LineStrings and gx:Tracks, and GeoJSON MultiLineStrings', () => {
    const kml = `<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document>
      <Placemark><name>Road</name><LineString><coordinates>1,2,0 3,4,0</coordinates></LineString></Placemark>
      <Placemark><gx:Track><when>2024-01-01T00:00:00Z</when><when>2024-01-01T00:01:00Z</when>
      <gx:coord>5 6 0</gx:coord><gx:coord>7 8 0</gx:coord></gx:Track></Placemark></Document></kml>`;
    expect(readTrackFile(bytes(kml), { fileName: 'road.kml' })).toMatchObject({
      name: 'Road',
      lines: [
        [
          [1, 2],
          [3, 4],
        ],
        [
          [5, 6],
          [7, 8],
        ],
      ],
    });
    const geojson = {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'MultiLineString',
        coordinates: [
          [
            [1, 2],
            [3, 4],
          ],
        ],
      },
    };
    expect(readTrackFile(bytes(JSON.stringify(geojson)), { fileName: 'Coast path.geojson' })).toEqual({
      name: 'Coast path',
      lines: [
        [
          [1, 2],
          [3, 4],
        ],
      ],
      pointCount: 2,
    });
  });

  it('refuses more than 200,000 points, naming the limit', () => {
    const { status, message } = refusal(gpxOf(`<trk><trkseg>${pts(200_001)}</trkseg></trk>`));
    expect(status).toBe(413);
    expect(message).toContain('at most 200,000');
  });

  it('refuses a file over the import size limit', () => {
    const { status, message } = refusal(Buffer.alloc(MAX_IMPORT_FILE_BYTES + 1, 32));
    expect(status).toBe(413);
    expect(message).toContain('50 MB');
  });

  it('refuses a file without a line, with bad coordinates, or with XML entities', () => {
    expect(refusal(gpxOf('<wpt lat="1" lon="2"/>'))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/no line/),
    });
    expect(
      refusal(gpxOf('<trk><trkseg><trkpt lat="91" lon="2"/><trkpt lat="1" lon="2"/></trkseg></trk>')).message,
    ).toMatch(/Track 1, segment 1, point 1 .*latitudes from -90 to 90/);
    expect(
      refusal(gpxOf('<trk><trkseg><trkpt lat="abc" lon="2"/><trkpt lat="1" lon="2"/></trkseg></trk>')).status,
    ).toBe(400);
    expect(refusal('{"type":"LineString","coordinates":[[1,null],[2,3]]}').status).toBe(400);
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><gpx>&lol2;</gpx>`;
    expect(refusal(bomb)).toMatchObject({ status: 400, message: expect.stringMatching(/entities/) });
    expect(refusal('<html></html>').message).toMatch(/neither GPX nor KML/);
  });
});
