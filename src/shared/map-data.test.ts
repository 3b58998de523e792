import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodeMapData,
  encodeMapNames,
  MapDataEncoder,
  type OwnerPlaceSummary,
  type PlaceSummary,
} from './map-data';
import { decodeMapData, decodeOwnerMapData, mapDataHeader, withNames } from './map-data-decode';
import { STATUSES } from './location';

const places: PlaceSummary[] = [
  {
    id: 1,
    latitude: 44.4280123456,
    longitude: -110.5884577,
    status: 'visited',
    type: 'national-park',
    hasVideo: true,
    name: 'Yellowstone',
    country: 'United States',
    state: 'Wyoming',
  },
  {
    id: 7,
    latitude: -13.1631,
    longitude: -72.545,
    status: 'wishlist',
    type: 'unesco',
    hasVideo: false,
    name: 'Machu Picchu',
    country: 'Peru',
    state: null,
  },
  {
    id: 9,
    latitude: 41.9,
    longitude: 12.5,
    status: 'planned',
    type: 'city',
    hasVideo: false,
    name: 'Rome',
    country: 'Italy',
    state: null,
  },
];

/** What the client holds once both parts arrived, through JSON for the names as over the wire. */
const roundTrip = (list: readonly PlaceSummary[], owner = false) =>
  withNames(decodeMapData(encodeMapData(list, owner)), JSON.parse(JSON.stringify(encodeMapNames(list))));

/** A coordinate as the map data gives it: to 10⁻⁵° (about a metre), without a negative zero. */
const to5 = (value: number) => Math.round(value * 1e5) / 1e5 + 0;

describe('map data', () => {
  it('round-trips every field, rounding coordinates to 5 decimals', () => {
    expect(roundTrip(places)).toEqual(
      places.map((p) => ({ ...p, latitude: to5(p.latitude), longitude: to5(p.longitude) })),
    );
  });

  it('draws from the first part alone: every field but the name, which the second part gives', () => {
    const unnamed = decodeMapData(encodeMapData(places));
    expect(unnamed.map((p) => [p.id, p.status, p.type, p.name])).toEqual([
      [1, 'visited', 'national-park', ''],
      [7, 'wishlist', 'unesco', ''],
      [9, 'planned', 'city', ''],
    ]);
    const named = withNames(unnamed, encodeMapNames(places));
    // The same objects get their names: what was drawn from them is not drawn again.
    expect(named).toBe(unnamed);
    expect(named.map((p) => p.name)).toEqual(['Yellowstone', 'Machu Picchu', 'Rome']);
  });

  it('matches names by id when the two parts were read a moment apart', () => {
    const unnamed = decodeMapData(encodeMapData(places));
    // The names were read after place 7 was deleted and place 12 added.
    const names = encodeMapNames([places[0]!, places[2]!, { id: 12, name: 'New' }]);
    expect(withNames(unnamed, names).map((p) => p.name)).toEqual(['Yellowstone', '', 'Rome']);
  });

  it('stores each repeated string once', () => {
    const header = mapDataHeader(encodeMapData([...places, { ...places[0]!, id: 10 }]));
    expect(header.regions).toEqual([
      ['United States', 'Wyoming'],
      ['Peru', null],
      ['Italy', null],
    ]);
    expect(header.types).toEqual(['national-park', 'unesco', 'city']);
    expect(header.kinds).toHaveLength(3);
  });

  it('round-trips tags as a dictionary and sparse links; a site without tags sends none', () => {
    const tagged = [
      { ...places[0]!, tags: ['Best of USA', 'Road trip 2025'] },
      places[1]!,
      { ...places[2]!, tags: ['Road trip 2025'] },
    ];
    const bytes = encodeMapData(tagged);
    expect(mapDataHeader(bytes)).toMatchObject({ tags: ['Best of USA', 'Road trip 2025'], tagged: 3 });
    const decoded = decodeMapData(bytes);
    expect(decoded.map((p) => p.tags)).toEqual([
      ['Best of USA', 'Road trip 2025'],
      undefined,
      ['Road trip 2025'],
    ]);
    // Places without a tag carry no array at all.
    expect(decoded[1]).not.toHaveProperty('tags');
    expect(mapDataHeader(encodeMapData(places))).toMatchObject({ tags: [], tagged: 0 });
  });

  it("round-trips the owner's variant: its own columns and the tags, page after page", () => {
    const owner = (place: PlaceSummary, isPrivate: boolean) => ({
      ...place,
      isPrivate,
      hasPhoto: !isPrivate,
      hasVisitedAt: place.status === 'visited',
    });
    const encoder = new MapDataEncoder(true);
    encoder.add([owner(places[0]!, false)]);
    // A tag first seen on a later page still reaches the data.
    encoder.add([owner(places[1]!, true), owner({ ...places[2]!, tags: ['Road trip 2025'] }, false)]);
    const decoded = decodeOwnerMapData(encoder.bytes());
    expect(decoded.map((p) => [p.id, p.isPrivate, p.hasPhoto, p.hasVisitedAt, p.tags])).toEqual([
      [1, false, true, true, undefined],
      [7, true, false, false, undefined],
      [9, false, true, false, ['Road trip 2025']],
    ]);
    // A visitor's places carry none of the owner's fields.
    expect(decodeMapData(encodeMapData(places))[0]).not.toHaveProperty('isPrivate');
  });

  it('round-trips any places, to 10⁻⁵°: edge coordinates, any names, tags, the owner fields', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom('🏔️ Peak 👩‍👩‍👧', 'מצדה', 'قلعة', '<b>bold</b> & "quoted"', '\u0000', ''),
    );
    const coordinate = (limit: number) =>
      fc.oneof(
        fc.double({ min: -limit, max: limit, noNaN: true }),
        fc.constantFrom(-limit, limit, 0, -0, 1e-6, -4.999e-6, limit - 1e-6),
      );
    const place = fc.record({
      latitude: coordinate(90),
      longitude: coordinate(180),
      status: fc.constantFrom(...STATUSES),
      type: fc.oneof(fc.constantFrom('city', 'beach', 'custom'), text),
      hasVideo: fc.boolean(),
      name: text,
      country: fc.oneof(fc.constantFrom('United States', 'Peru', ''), text),
      state: fc.option(
        fc.oneof(
          fc.constantFrom('Utah', 'Wyoming'),
          text.filter((s) => s !== ''),
        ),
        {
          nil: null,
        },
      ),
      tags: fc.option(
        fc.uniqueArray(text, { minLength: 1, maxLength: 4 }).map((tags) => tags.sort()),
        {
          nil: undefined,
        },
      ),
      isPrivate: fc.boolean(),
      hasPhoto: fc.boolean(),
      hasVisitedAt: fc.boolean(),
    });
    const list = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 70_000 }), place), { maxLength: 60 })
      .map((items) => {
        let id = 0;
        return items.map(([gap, p]): OwnerPlaceSummary => {
          id += gap;
          const { tags, ...rest } = p;
          return { id, ...rest, ...(tags ? { tags } : {}) };
        });
      });
    fc.assert(
      fc.property(list, fc.boolean(), (owned, owner) => {
        const expected = owned.map((p) => {
          const { isPrivate, hasPhoto, hasVisitedAt, ...visitor } = p;
          const summary = { ...visitor, latitude: to5(p.latitude), longitude: to5(p.longitude) };
          return owner ? { ...summary, isPrivate, hasPhoto, hasVisitedAt } : summary;
        });
        expect(roundTrip(owned, owner)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
