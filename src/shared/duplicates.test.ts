import { describe, expect, it } from 'vitest';
import {
  DuplicateFinder,
  findDuplicatePairs,
  mergeLimitErrors,
  mergedValues,
  normalizeName,
  similarNames,
  unite,
} from './duplicates';
import type { Location } from './location';

const at = (id: number, name: string, latitude: number, longitude: number) => ({
  id,
  name,
  latitude,
  longitude,
});

describe('similarNames', () => {
  it("finds the issue's examples alike", () => {
    expect(similarNames('Mont Saint-Michel', 'Mont-Saint-Michel')).toBe(true);
    expect(similarNames('Plitvice Lakes', 'Plitvice Lakes National Park')).toBe(true);
  });

  it('ignores case, accents, punctuation and spacing', () => {
    expect(normalizeName('  Château   de  Versailles! ')).toBe('chateau de versailles');
    expect(similarNames('Zürich Old Town', 'zurich old-town')).toBe(true);
    expect(similarNames('Notre-Dame', 'Notre Dame')).toBe(true);
    expect(similarNames('St. Mark’s Square', 'St Marks Square')).toBe(true);
  });

  it('takes a typo or two as the same name', () => {
    expect(similarNames('Colosseum', 'Coloseum')).toBe(true);
    expect(similarNames('Sagrada Familia', 'Sagrada Família')).toBe(true);
  });

  it('keeps different places apart', () => {
    expect(similarNames('Lake Louise', 'Lake Placid')).toBe(false);
    expect(similarNames('Louvre Museum', 'Louvre Pyramid')).toBe(false);
    expect(similarNames('Big Ben', 'Big Sur')).toBe(false);
    expect(similarNames('Pier 39', 'Pier 41')).toBe(false);
    expect(similarNames('Terminal 1', 'Terminal 2')).toBe(false);
    expect(similarNames('Pier 39', 'Pier 39 Sea Lions')).toBe(true);
    // Nothing to compare: a name of punctuation alone is like no other.
    expect(similarNames('!!!', '???')).toBe(false);
  });
});

describe('findDuplicatePairs', () => {
  it('pairs similar names within 200 m, each pair once, lower id first', () => {
    const pairs = findDuplicatePairs([
      at(3, 'Mont-Saint-Michel', 48.6361, -1.5116),
      at(1, 'Mont Saint-Michel', 48.636, -1.5115),
      at(2, 'Plitvice Lakes', 44.8654, 15.582),
      at(4, 'Plitvice Lakes National Park', 44.8662, 15.5822),
      at(5, 'Lake Louise', 51.4254, -116.1773),
      at(6, 'Lake Placid', 51.4255, -116.1774),
    ]);
    expect(pairs.map((p) => [p.a.id, p.b.id])).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(pairs[1]!.distanceM).toBeGreaterThan(80);
    expect(pairs[1]!.distanceM).toBeLessThan(100);
  });

  it('does not pair the same-sounding name 8,000 km away, nor one 250 m away', () => {
    expect(
      findDuplicatePairs([at(1, 'Paris', 48.8566, 2.3522), at(2, 'Paris Las Vegas', 36.1125, -115.1707)]),
    ).toEqual([]);
    // 0.00225° of latitude is about 250 m.
    expect(
      findDuplicatePairs([at(1, 'Eiffel Tower', 48.8584, 2.2945), at(2, 'Eiffel Tower', 48.86065, 2.2945)]),
    ).toEqual([]);
  });

  it('finds neighbours across cell edges, the antimeridian and near a pole', () => {
    const pairs = findDuplicatePairs([
      at(1, 'Date Line Marker', -16.5, 179.9995),
      at(2, 'Date Line Marker', -16.5, -179.9995),
      at(3, 'Pole Station', 89.9999, 0),
      at(4, 'Pole Station', 89.9999, 120),
    ]);
    expect(pairs.map((p) => [p.a.id, p.b.id])).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('finds the pairs among 100,000 places at once (a grid, not every pair: 5 billion comparisons)', () => {
    const places = Array.from({ length: 100_000 }, (_, i) =>
      at(
        i + 1,
        `Place ${i % 5000} ${['north', 'south', 'east', 'west'][i % 4]}`,
        -60 + (i % 997) * 0.12,
        -170 + Math.floor(i / 997) * 3.4,
      ),
    );
    places.push(at(100_001, 'Place 0 north!', places[0]!.latitude + 0.0005, places[0]!.longitude));
    // Comparing every pair (5 billion) would take minutes; the grid takes well under a second on an idle machine.
    const started = performance.now();
    const pairs = findDuplicatePairs(places);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(pairs.map((p) => [p.a.id, p.b.id])).toEqual([[1, 100_001]]);
  });

  it('answers for one place at a time, as an import asks', () => {
    const finder = new DuplicateFinder([at(1, 'Golden Gate Bridge', 37.8199, -122.4783)], 100);
    expect(finder.has({ name: 'golden gate bridge', latitude: 37.8203, longitude: -122.4783 })).toBe(true);
    expect(finder.has({ name: 'golden gate bridge', latitude: 37.822, longitude: -122.4783 })).toBe(false);
  });
});

const place = (over: Partial<Location>): Location => ({
  id: 1,
  name: 'A',
  type: 'Landmark',
  category: 'Landmark',
  latitude: 1,
  longitude: 2,
  address: '',
  state: null,
  country: 'France',
  status: 'visited',
  notes: '',
  photos: [],
  photoInfo: {},
  photoText: {},
  youtubeUrls: [],
  tags: [],
  isPrivate: false,
  privateNotes: '',
  visitedAt: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  version: 1,
  ...over,
});

describe('merging', () => {
  it('takes each field from the chosen side and unites photos and videos in order', () => {
    const keep = place({ name: 'Keep', notes: 'kept notes', photos: ['p1', 'p2'], youtubeUrls: ['v1'] });
    const merge = place({
      id: 2,
      name: 'Merge',
      latitude: 5,
      longitude: 6,
      photos: ['p2', 'p3'],
      youtubeUrls: ['v2', 'v1'],
    });
    const values = mergedValues(keep, merge, { name: 'merge', coordinates: 'merge' });
    expect(values).toMatchObject({ name: 'Merge', notes: 'kept notes', latitude: 5, longitude: 6 });
    expect(values.photos).toEqual(['p1', 'p2', 'p3']);
    expect(values.youtubeUrls).toEqual(['v1', 'v2']);
    expect(unite(['a'], ['a'])).toEqual(['a']);
  });

  it('names a limit the merge would pass', () => {
    const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
    expect(mergeLimitErrors(place({ photos: many('a', 30) }), place({ photos: many('b', 20) }))).toEqual({});
    const errors = mergeLimitErrors(
      place({ photos: many('a', 30), youtubeUrls: many('v', 15) }),
      place({ photos: many('b', 21), youtubeUrls: many('w', 6) }),
    );
    expect(errors.photos).toMatch(/51 photos.*at most 50/);
    expect(errors.youtubeUrls).toMatch(/21 videos.*at most 20/);
  });
});
