import { describe, expect, it } from 'vitest';
import { defaults, parseFixture, readFixture } from '../../../tests/helpers/import-fixtures';
import { csvTableToPlaces, guessCsvMapping, guessTableMapping } from './parse-csv';

const table = (name: string, options?: Parameters<typeof readFixture>[1]) => {
  const read = readFixture(name, options);
  if (read.kind !== 'csv') throw new Error(`${name} is not read as CSV`);
  return read;
};

/** Each mapped field with the column it takes, by the column's name. */
const mapped = (headers: string[], mapping: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(mapping)
      .filter(([, c]) => c >= 0)
      .map(([f, c]) => [f, headers[c]]),
  );

describe('CSV encodings', () => {
  it('reads a headerless semicolon Windows-1252 file: Cádiz stays Cádiz and its first row is a place', () => {
    const read = table('headerless-semicolon-1252.csv');
    expect(read.encoding).toBe('windows-1252');
    expect(read.encodingGuessed).toBe(true);
    expect(read.table.hasHeader).toBe(false);
    expect(read.table.delimiter).toBe(';');
    expect(read.table.headers).toEqual(['Column 1', 'Column 2', 'Column 3', 'Column 4']);
    const mapping = guessTableMapping(read.table);
    expect(mapped(read.table.headers, mapping)).toEqual({
      name: 'Column 1',
      latitude: 'Column 2',
      longitude: 'Column 3',
    });
    const parsed = csvTableToPlaces(read.table, mapping, defaults);
    expect(parsed.places.map((p) => [p.name, p.latitude, p.longitude])).toEqual([
      ['Cádiz', 36.5271, -6.2886],
      ['Málaga', 36.7213, -4.4214],
      ['Córdoba', 37.8882, -4.7794],
    ]);
    expect(parsed.sources).toEqual(['line 1', 'line 2', 'line 3']);
  });

  it('reads the header line when asked to, and another encoding when chosen', () => {
    const read = table('headerless-semicolon-1252.csv', { header: 'yes', encoding: 'utf-8' });
    expect(read.encoding).toBe('utf-8');
    expect(read.table.hasHeader).toBe(true);
    expect(read.table.headers[0]).toBe('C\uFFFDdiz');
    expect(read.table.rows).toHaveLength(2);
  });

  it('reads UTF-8 with a byte order mark and UTF-16 in either byte order, with or without one', () => {
    for (const [name, encoding] of [
      ['utf8-bom.csv', 'utf-8'],
      ['utf16le-bom.csv', 'utf-16le'],
      ['utf16be-bom.csv', 'utf-16be'],
      ['utf16le-no-bom.csv', 'utf-16le'],
    ] as const) {
      expect(table(name).encoding, name).toBe(encoding);
      const parsed = parseFixture(name);
      expect(
        parsed.places.map((p) => [p.name, p.notes]),
        name,
      ).toEqual([
        ['Zürich', 'Grüezi'],
        ['Kraków', 'Zamek'],
      ]);
    }
  });

  it('reads a Latin-1 file with French headers and a French status', () => {
    const read = table('latin1-header.csv');
    expect(read.encoding).toBe('windows-1252');
    expect(parseFixture('latin1-header.csv').places).toEqual([
      {
        name: 'Café de Flore',
        latitude: 48.854,
        longitude: 2.3326,
        status: 'visited',
        country: 'France',
        notes: 'Très bon',
      },
    ]);
  });
});

describe('CSV headers', () => {
  it('guesses DecLatitude, Place Title, My Comments, Been There? and Pics', () => {
    const read = table('header-guesses.csv');
    expect(mapped(read.table.headers, guessTableMapping(read.table))).toEqual({
      name: 'Place Title',
      latitude: 'DecLatitude',
      longitude: 'DecLongitude',
      status: 'Been There?',
      notes: 'My Comments',
      photos: 'Pics',
    });
    expect(parseFixture('header-guesses.csv').places).toEqual([
      {
        name: 'Sagrada Família',
        latitude: 41.4036,
        longitude: 2.1744,
        status: 'visited',
        notes: 'Book ahead',
        photos: ['https://example.com/sf.jpg'],
      },
      { name: 'Park Güell', latitude: 41.4145, longitude: 2.1527, status: 'planned' },
    ]);
  });

  it('guesses German, Spanish, Italian and Portuguese headers', () => {
    for (const name of ['german.csv', 'spanish.csv', 'italian.csv', 'portuguese.csv']) {
      const read = table(name);
      const fields = Object.keys(mapped(read.table.headers, guessCsvMapping(read.table.headers)));
      expect(fields, name).toEqual(
        expect.arrayContaining(['name', 'latitude', 'longitude', 'country', 'notes']),
      );
      expect(parseFixture(name).errors, name).toEqual([]);
    }
    expect(parseFixture('german.csv').places[0]).toMatchObject({
      name: 'Neuschwanstein',
      latitude: 47.5576,
      longitude: 10.7498,
      // As the file has it: the server stores it as Germany (tests/api/import-duplicates.test.ts).
      country: 'Deutschland',
      visitedAt: '2023-07-14',
    });
  });

  it('takes a Google Maps saved list’s coordinates from its links, and lists the row without any', () => {
    const parsed = parseFixture('google-saved-list.csv');
    expect(parsed.places).toEqual([
      {
        name: 'Belém Tower',
        latitude: 38.6915837,
        longitude: -9.2159767,
        status: 'planned',
        notes: 'Go early',
      },
      { name: 'Dropped pin', latitude: 41.1579, longitude: -8.6291, status: 'planned' },
    ]);
    expect(parsed.errors).toEqual([
      {
        source: 'line 4',
        reason:
          'it needs coordinates: its Google Maps link does not give them (add a latitude and longitude)',
      },
    ]);
  });
});
