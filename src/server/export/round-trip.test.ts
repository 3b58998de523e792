import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { toGeoJson } from './geojson';
import type { Location } from '#shared/location.ts';
import { csvTableToPlaces, guessCsvMapping, readCsvTable } from '#shared/import/parse-csv.ts';
import { parseGeoJson } from '#shared/import/parse-geojson.ts';
import { normalizePlace } from '#shared/import/normalize.ts';

// Issue 12: our own exports carry id, createdAt and visitedAt, and the parsers read them back;
// issue 14: the tags too.

const PLACE: Location = {
  id: 42,
  name: 'Zion National Park',
  type: 'national-park',
  category: '',
  latitude: 37.2982,
  longitude: -113.0263,
  address: '',
  state: 'Utah',
  country: 'United States',
  status: 'visited',
  notes: '',
  photos: [],
  photoInfo: {},
  photoText: {},
  youtubeUrls: [],
  visitedAt: '2021-05-02',
  createdAt: '2019-03-04T05:06:07.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  version: 3,
  tags: ['Best of USA', 'Road trip, 2025'],
  isPrivate: false,
  privateNotes: '',
};
const defaults = { status: 'planned' as const };

describe('a round trip through our own export', () => {
  it('CSV: the mapping step finds id and createdAt, and the places keep them', () => {
    const table = readCsvTable(toCsv([PLACE]));
    const mapping = guessCsvMapping(table.headers);
    expect(table.headers[mapping.id]).toBe('id');
    expect(table.headers[mapping.createdAt]).toBe('createdAt');
    expect(table.headers[mapping.tags]).toBe('tags');
    const [place] = csvTableToPlaces(table, mapping, defaults).places;
    expect(place).toMatchObject({
      id: 42,
      createdAt: PLACE.createdAt,
      visitedAt: PLACE.visitedAt,
      tags: PLACE.tags,
    });
  });

  it('GeoJSON: the properties give id and createdAt back', () => {
    const [place] = parseGeoJson(toGeoJson([PLACE]), defaults).places;
    expect(place).toMatchObject({
      id: 42,
      createdAt: PLACE.createdAt,
      visitedAt: PLACE.visitedAt,
      tags: PLACE.tags,
    });
  });

  it('an id or a date that is not ours is left out, never a reason to refuse the row', () => {
    const row = { name: 'X', latitude: 1, longitude: 2 };
    const read = (extra: Record<string, string>) => normalizePlace({ ...row, ...extra }, defaults);
    for (const id of ['abc-123', '0', '-4', '1.5', '99999999999'])
      expect(read({ id })).toEqual({ ok: true, place: { ...row, status: 'planned' } });
    expect(read({ createdAt: 'last spring' })).toEqual({ ok: true, place: { ...row, status: 'planned' } });
    expect(read({ createdAt: '2020-02-03' })).toMatchObject({
      place: { createdAt: '2020-02-03T00:00:00.000Z' },
    });
    expect(read({ createdAt: '2020-02-03T04:05:06+02:00' })).toMatchObject({
      place: { createdAt: '2020-02-03T02:05:06.000Z' },
    });
  });
});
