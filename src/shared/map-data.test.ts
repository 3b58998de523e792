import { describe, expect, it } from 'vitest';
import {
  decodeMapData,
  decodeOwnerMapData,
  encodeMapData,
  OwnerMapDataEncoder,
  type PlaceSummary,
} from './map-data';

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
    const decoded = decodeMapData(JSON.parse(JSON.stringify(encodeMapData(places))));
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
    const decoded = decodeOwnerMapData(JSON.parse(JSON.stringify(encoder.wire)));
    expect(decoded.map((p) => [p.id, p.isPrivate, p.hasPhoto, p.hasVisitedAt, p.tags])).toEqual([
      [1, false, true, true, undefined],
      [7, true, false, false, undefined],
      [9, false, true, false, ['Road trip 2025']],
    ]);
  });
});
