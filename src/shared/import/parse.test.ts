import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImportFileError, type ParsedImport } from './fields';
import { csvTableToPlaces, guessCsvMapping, readCsvTable } from './parse-csv';
import { fileTooLargeMessage } from './file-checks';
import { readImportText } from './parse-file';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/${name}`, import.meta.url), 'utf8');
const defaults = { status: 'planned' as const };

function parse(name: string, text = fixture(name)): ParsedImport {
  const read = readImportText(name, text, defaults);
  if (read.kind === 'places') return read.parsed;
  return csvTableToPlaces(read.table, guessCsvMapping(read.table.headers), defaults);
}

describe('import parsing', () => {
  it('reads a Google Takeout "Saved Places.json" and reports the features without coordinates', () => {
    const parsed = parse('saved-places-takeout.json');
    expect(parsed.places).toEqual([
      {
        name: 'San Francisco',
        address: 'San Francisco, CA, USA',
        latitude: 37.7749295,
        longitude: -122.4194155,
        status: 'planned',
      },
      {
        name: 'Tokyo Tower',
        address: '4 Chome-2-8 Shibakoen, Minato City, Tokyo 105-0011, Japan',
        latitude: 35.6585805,
        longitude: 139.7454329,
        status: 'planned',
      },
      {
        name: 'Trafalgar Square',
        address: 'Trafalgar Sq, London WC2N 5DS, United Kingdom',
        latitude: 51.5072178,
        longitude: -0.1275862,
        status: 'planned',
      },
    ]);
    expect(parsed.sources).toEqual(['feature 1', 'feature 3', 'feature 5']);
    expect(parsed.errors).toEqual([
      { source: 'feature 2', reason: 'it has no real coordinates (0, 0)' },
      { source: 'feature 4', reason: 'it has no real coordinates (0, 0)' },
    ]);
  });

  it('guesses odd CSV headers and reads quotes, line breaks, decimal commas and guarded cells', () => {
    const table = readCsvTable(fixture('odd-headers.csv'));
    const mapping = guessCsvMapping(table.headers);
    expect(
      Object.entries(mapping)
        .filter(([, column]) => column >= 0)
        .map(([field, column]) => [field, table.headers[column]]),
    ).toEqual([
      ['name', 'Place Name'],
      ['latitude', 'LAT'],
      ['longitude', 'Long.'],
      ['type', 'Kind'],
      ['status', 'Visit Status'],
      ['address', 'Full Address'],
      ['country', 'Country'],
      ['state', 'State'],
      ['notes', 'Description'],
      ['photos', 'Images'],
      ['youtubeUrls', 'YouTube'],
      ['visitedAt', 'Date visited'],
    ]);
    const parsed = csvTableToPlaces(table, mapping, defaults);
    expect(parsed.places[0]).toEqual({
      name: 'Café "Le Dôme", Montparnasse',
      latitude: 48.8424,
      longitude: 2.3289,
      type: 'restaurant',
      status: 'visited',
      address: '108 Boulevard du Montparnasse, 75014 Paris',
      country: 'France',
      notes: 'Croissants at 8am.\r\nSecond line of the note, with a comma.',
      photos: ['https://example.com/dome-1.jpg', 'https://example.com/dome-2.jpg'],
      youtubeUrls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      visitedAt: '2023-06-01',
    });
    expect(parsed.places[1]).toMatchObject({
      name: 'Zion Narrows',
      type: 'national-park',
      status: 'wishlist',
      // As the file has it; the server stores it as United States.
      country: 'USA',
      state: 'Utah',
      notes: '=Bring neoprene socks',
    });
    expect(parsed.places[2]).toMatchObject({
      name: 'Sydney Opera House',
      latitude: -33.8568,
      type: 'landmark',
      status: 'planned',
    });
    expect(parsed.places[3]).toMatchObject({
      name: 'Mount Fuji',
      status: 'visited',
      visitedAt: '2019-08-14',
    });
    expect(parsed.sources).toEqual(['line 2', 'line 4', 'line 5', 'line 7']);
    expect(parsed.errors).toEqual([{ source: 'line 6', reason: 'latitude “abc” is not a number' }]);
  });

  it('names the broken lines of a CSV file', () => {
    const parsed = parse('broken-line.csv');
    expect(parsed.places.map((p) => p.name)).toEqual(['Golden Gate Bridge', 'Lombard Street']);
    expect(parsed.errors).toEqual([
      { source: 'line 3', reason: 'it has 3 fields where the header has 4' },
      {
        source: 'line 5',
        reason: 'a quoted field is never closed (a " is missing), so the rest of the file cannot be read',
      },
    ]);
  });

  it('reads KML placemarks with their extended data, and names those that are not points', () => {
    const parsed = parse('places.kml');
    expect(parsed.places).toEqual([
      {
        name: 'Arches National Park',
        latitude: 38.7331,
        longitude: -109.5925,
        type: 'national-park',
        status: 'visited',
        notes: 'Delicate Arch at sunset & the Windows at dawn.',
        visitedAt: '2024-04-15',
      },
      {
        name: 'Monument Valley',
        latitude: 36.998,
        longitude: -110.0985,
        status: 'planned',
        notes: '<p>Forrest Gump Point</p>',
      },
      {
        name: 'Horseshoe Bend',
        latitude: 36.8791,
        longitude: -111.5109,
        status: 'planned',
        address: 'Page, AZ 86040',
      },
    ]);
    expect(parsed.errors).toEqual([
      { source: 'placemark 3', reason: 'it is a LineString, not a single point' },
    ]);
  });

  it('reads GPX waypoints and says the tracks are skipped', () => {
    const parsed = parse('waypoints.gpx');
    expect(parsed.places).toEqual([
      {
        name: 'Lauterbrunnen',
        latitude: 46.5581,
        longitude: 7.8357,
        status: 'planned',
        notes: 'Staubbach Falls from the village church',
      },
      { name: 'Jungfraujoch', latitude: 46.5475, longitude: 7.9851, status: 'planned', type: 'mountain' },
      { name: 'Interlaken', latitude: 46.6863, longitude: 7.8632, status: 'planned' },
    ]);
    expect(parsed.sources).toEqual(['waypoint 1', 'waypoint 2', 'waypoint 3']);
    expect(parsed.notice).toBe(
      '1 track in the file is not imported. To import points of them, tick “every point of its routes” or “the start and end of its tracks”.',
    );
  });

  it('refuses files that are not what they claim, with a message naming the problem', () => {
    const failure = (name: string, text?: string) => {
      try {
        parse(name, text);
      } catch (error) {
        expect(error).toBeInstanceOf(ImportFileError);
        return (error as Error).message;
      }
      throw new Error(`${name} was read`);
    };
    expect(failure('no-placemarks.kml')).toBe('This KML file has no placemarks (places) in it.');
    expect(failure('not-xml.kml')).toMatch(/^This file is not valid XML, so it cannot be read as KML/);
    expect(failure('not-geojson.json')).toMatch(/^This JSON file is not GeoJSON/);
    expect(failure('places.json', '{"type": "FeatureCollection", "features": [')).toMatch(
      /^This file is not valid JSON/,
    );
    expect(
      failure(
        'waypoints.gpx',
        '<gpx><trk><trkseg><trkpt lat="1" lon="2"/><trkpt lat="1.1" lon="2.1"/></trkseg></trk></gpx>',
      ),
    ).toMatch(/only tracks or routes/);
    expect(failure('empty.csv', '   ')).toBe('This file is empty.');
    expect(failure('places.csv', '{"type": "FeatureCollection"}')).toMatch(/looks like JSON or XML/);
  });

  it('refuses more than 100,000 rows and files over 50 MB', () => {
    const csv = `name,lat,lng\n${'Place,1,2\n'.repeat(100_001)}`;
    expect(() => readCsvTable(csv)).toThrow(
      'This file has 100,001 places; at most 100,000 can be imported at once. Split it into smaller files.',
    );
    expect(fileTooLargeMessage(51 * 1024 * 1024)).toBe(
      'This file is 51.0 MB; files up to 50 MB can be imported. Split it into smaller files.',
    );
    expect(fileTooLargeMessage(50 * 1024 * 1024)).toBeUndefined();
  });
});
