import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeMapData,
  decodeMapDataInSlices,
  encodeMapData,
  encodeMapNames,
  lacksNames,
  NO_NAME,
  OwnerMapDataEncoder,
  type PlaceSummary,
} from './map-data';
import { withNames } from './map-names';
import { packColumn, unpackColumn } from './packed-columns';
import { decodeOwnerMapData } from './owner-map-data';

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

describe('map data', () => {
  it('round-trips every field, rounding coordinates to 5 decimals', () => {
    const decoded = decodeMapData(JSON.parse(JSON.stringify(encodeMapData(places, { names: true }))));
    expect(decoded).toEqual(
      places.map((p) => ({
        ...p,
        latitude: Math.round(p.latitude * 1e5) / 1e5,
        longitude: Math.round(p.longitude * 1e5) / 1e5,
      })),
    );
  });

  it('stores each repeated string once', () => {
    const wire = encodeMapData([...places, { ...places[0]!, id: 10 }]);
    expect(wire.countries).toEqual(['United States', 'Peru', 'Italy']);
    expect(wire.states).toEqual(['Wyoming']);
  });

  it('round-trips tags as a dictionary and sparse pairs; a site without tags sends neither', () => {
    const tagged = [
      { ...places[0]!, tags: ['Best of USA', 'Road trip 2025'] },
      places[1]!,
      { ...places[2]!, tags: ['Road trip 2025'] },
    ];
    const wire = encodeMapData(tagged);
    expect(wire.tags).toEqual(['Best of USA', 'Road trip 2025']);
    expect(wire.tagged).toEqual([0, 0, 0, 1, 2, 1]);
    const decoded = decodeMapData(JSON.parse(JSON.stringify(wire)));
    expect(decoded.map((p) => p.tags)).toEqual([
      ['Best of USA', 'Road trip 2025'],
      undefined,
      ['Road trip 2025'],
    ]);
    // Places without a tag carry no array at all.
    expect(decoded[1]).not.toHaveProperty('tags');

    const plain = encodeMapData(places);
    expect(JSON.stringify(plain)).not.toContain('tag');
  });

  it('decodes in slices the same places, tags and all, whatever the slice', async () => {
    // 3 places × 7 copies: slices that divide the count, that do not, and one bigger than it.
    const many = Array.from({ length: 21 }, (_, i) => ({
      ...places[i % 3]!,
      id: i + 1,
      ...(i % 4 === 0 ? { tags: [`Trip ${i % 3}`] } : {}),
    }));
    const wire = JSON.parse(JSON.stringify(encodeMapData(many, { names: true })));
    const whole = decodeMapData(wire);
    expect(whole.map((p) => p.id)).toEqual(many.map((p) => p.id));
    for (const slice of [1, 4, 7, 21, 100])
      expect(await decodeMapDataInSlices(wire, slice), `slice ${slice}`).toEqual(whole);
  });

  it("round-trips the owner's variant: its own columns and the tags, page after page", () => {
    const owner = (place: PlaceSummary, isPrivate: boolean) => ({
      ...place,
      isPrivate,
      hasPhoto: !isPrivate,
      hasVisitedAt: place.status === 'visited',
    });
    const encoder = new OwnerMapDataEncoder();
    encoder.add([owner(places[0]!, false)]);
    // A tag first seen on a later page still reaches the wire.
    encoder.add([owner(places[1]!, true), owner({ ...places[2]!, tags: ['Road trip 2025'] }, false)]);
    const decoded = decodeOwnerMapData(JSON.parse(JSON.stringify(encoder.wire())));
    expect(decoded.map((p) => [p.id, p.isPrivate, p.hasPhoto, p.hasVisitedAt, p.tags])).toEqual([
      [1, false, true, true, undefined],
      [7, true, false, false, undefined],
      [9, false, true, false, ['Road trip 2025']],
    ]);
    // The owner's variant carries the names.
    expect(decoded.map((p) => p.name)).toEqual(['Yellowstone', 'Machu Picchu', 'Rome']);
  });

  it("leaves a visitor's names out, and puts them back by id", () => {
    const wire = JSON.parse(JSON.stringify(encodeMapData(places)));
    expect(JSON.stringify(wire)).not.toContain('Yellowstone');
    const unnamed = decodeMapData(wire);
    expect(lacksNames(unnamed)).toBe(true);
    expect(unnamed.map((p) => p.name)).toEqual([NO_NAME, NO_NAME, NO_NAME]);

    const names = JSON.parse(JSON.stringify(encodeMapNames(places)));
    const { places: named, missing } = withNames(unnamed, names);
    expect(missing).toBe(0);
    expect(lacksNames(named)).toBe(false);
    expect(named.map((p) => [p.id, p.name])).toEqual([
      [1, 'Yellowstone'],
      [7, 'Machu Picchu'],
      [9, 'Rome'],
    ]);
  });

  it('names read after a change go on the right places, and say which they missed', () => {
    const unnamed = decodeMapData(encodeMapData(places));
    // Since the map data was read: place 7 deleted, place 12 added, Rome renamed.
    const later = [places[0]!, { ...places[2]!, name: 'Roma' }, { ...places[1]!, id: 12, name: 'New' }];
    const { places: named, missing } = withNames(unnamed, encodeMapNames(later));
    expect(named.map((p) => [p.id, p.name])).toEqual([
      [1, 'Yellowstone'],
      [7, NO_NAME],
      [9, 'Roma'],
    ]);
    expect(missing).toBe(1);
  });

  it('packs any whole numbers below 2³² exactly, in the fewest bytes each needs', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 0xffffffff })), (values) => {
        expect([...unpackColumn(packColumn(values), values.length)]).toEqual(values);
      }),
    );
    // 1,000 small values take 1,000 bytes (as base64: 4 characters per 3 bytes).
    expect(packColumn(new Array(1000).fill(7))).toHaveLength(Math.ceil(1000 / 3) * 4);
    expect(() => unpackColumn(packColumn([1, 2, 3]), 2)).toThrow('The map data is not in the expected form');
  });

  it('round-trips ids in any order, and coordinates at the edges of the world', () => {
    const odd = [
      { ...places[0]!, id: 40, latitude: -90, longitude: -180 },
      { ...places[1]!, id: 3, latitude: 90, longitude: 180 },
      { ...places[2]!, id: 2_000_000_000, latitude: -0.00001, longitude: 0.00001 },
    ];
    const decoded = decodeMapData(JSON.parse(JSON.stringify(encodeMapData(odd))));
    expect(decoded.map((p) => [p.id, p.latitude, p.longitude])).toEqual([
      [40, -90, -180],
      [3, 90, 180],
      [2_000_000_000, -0.00001, 0.00001],
    ]);
    expect(withNames(decoded, encodeMapNames(odd)).places.map((p) => p.name)).toEqual(odd.map((p) => p.name));
  });
});
