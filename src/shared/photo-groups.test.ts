import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineMeters } from './geo/haversine';
import {
  centreOf,
  formatDistance,
  groupByDistance,
  nearestPlace,
  PHOTO_GROUP_RADIUS_M,
} from './photo-groups';

/** About a metre of latitude, in degrees. */
const METRE = 1 / 111_195;
const at = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('groupByDistance', () => {
  it('keeps two cities apart and the photos of each together', () => {
    const tokyo = [at(35.66, 139.7), at(35.6601, 139.7002), at(35.6599, 139.6999)];
    const paris = [at(48.8584, 2.2945), at(48.8585, 2.2946)];
    expect(groupByDistance([tokyo[0]!, paris[0]!, tokyo[1]!, paris[1]!, tokyo[2]!])).toEqual([
      [0, 2, 4],
      [1, 3],
    ]);
  });

  it('keeps a walk along a street in one group, each step under 200 m, the ends 1.5 km apart', () => {
    const walk = Array.from({ length: 11 }, (_, i) => at(48.85 + i * 150 * METRE, 2.35));
    expect(haversineMeters(48.85, 2.35, walk[10]!.latitude, 2.35)).toBeGreaterThan(1400);
    expect(groupByDistance(walk)).toEqual([walk.map((_, i) => i)]);
  });

  it('separates photos just over 200 m apart, and joins them at 199 m', () => {
    expect(groupByDistance([at(10, 10), at(10 + 201 * METRE, 10)])).toEqual([[0], [1]]);
    expect(groupByDistance([at(10, 10), at(10 + 199 * METRE, 10)])).toEqual([[0, 1]]);
  });

  it('joins photos across the antimeridian', () => {
    expect(groupByDistance([at(-16.5, 179.9995), at(-16.5, -179.9995)])).toEqual([[0, 1]]);
  });

  it('gives nothing for no photos', () => {
    expect(groupByDistance([])).toEqual([]);
  });

  const point = fc.record({
    // Clustered in a small area so that many pairs fall within the radius.
    latitude: fc.double({ min: 45, max: 45.02, noNaN: true }),
    longitude: fc.double({ min: 7, max: 7.02, noNaN: true }),
  });

  it('puts every photo in exactly one group, and two photos within 200 m in the same one', () => {
    fc.assert(
      fc.property(fc.array(point, { maxLength: 60 }), (points) => {
        const groups = groupByDistance(points);
        const groupOf = new Map<number, number>();
        groups.forEach((group, g) => {
          for (const i of group) {
            expect(groupOf.has(i)).toBe(false);
            groupOf.set(i, g);
          }
        });
        expect(groupOf.size).toBe(points.length);
        for (let i = 0; i < points.length; i++)
          for (let j = i + 1; j < points.length; j++) {
            const a = points[i]!;
            const b = points[j]!;
            if (haversineMeters(a.latitude, a.longitude, b.latitude, b.longitude) <= PHOTO_GROUP_RADIUS_M)
              expect(groupOf.get(i)).toBe(groupOf.get(j));
          }
      }),
    );
  });

  it('never joins groups that no chain of close photos links', () => {
    fc.assert(
      fc.property(fc.array(point, { maxLength: 40 }), (points) => {
        const groups = groupByDistance(points);
        for (let g = 0; g < groups.length; g++)
          for (let h = g + 1; h < groups.length; h++)
            for (const i of groups[g]!)
              for (const j of groups[h]!) {
                const a = points[i]!;
                const b = points[j]!;
                expect(haversineMeters(a.latitude, a.longitude, b.latitude, b.longitude)).toBeGreaterThan(
                  PHOTO_GROUP_RADIUS_M,
                );
              }
      }),
    );
  });
});

describe('centreOf', () => {
  it('averages nearby points', () => {
    const centre = centreOf([at(10, 20), at(10.002, 20.002)])!;
    expect(centre.latitude).toBeCloseTo(10.001, 5);
    expect(centre.longitude).toBeCloseTo(20.001, 5);
  });

  it('centres a group across the antimeridian on it', () => {
    expect(Math.abs(centreOf([at(0, 179.999), at(0, -179.999)])!.longitude)).toBeCloseTo(180, 4);
  });

  it('has no centre without points', () => {
    expect(centreOf([])).toBeNull();
  });
});

describe('nearestPlace', () => {
  const louvre = { id: 1, name: 'Louvre', ...at(48.8606, 2.3376) };
  const eiffel = { id: 2, name: 'Eiffel Tower', ...at(48.8584, 2.2945) };

  it('offers the place within 200 m of some photo of the group', () => {
    const found = nearestPlace(
      [at(48.8584 + 150 * METRE, 2.2945), at(48.8584 + 400 * METRE, 2.2945)],
      [louvre, eiffel],
    );
    expect(found?.place).toBe(eiffel);
    expect(found?.near).toBe(true);
    expect(found?.distanceM).toBeGreaterThan(250);
  });

  it('names the nearest place, not near, when none is within 200 m', () => {
    const found = nearestPlace([at(48.87, 2.3376)], [louvre, eiffel]);
    expect(found).toMatchObject({ place: louvre, near: false });
    expect(found!.distanceM).toBeCloseTo(
      haversineMeters(48.87, 2.3376, louvre.latitude, louvre.longitude),
      0,
    );
  });

  it('finds nothing without places', () => {
    expect(nearestPlace([at(1, 1)], [])).toBeNull();
  });
});

describe('formatDistance', () => {
  it('says metres, then kilometres', () => {
    expect(formatDistance(120.4)).toBe('120 m');
    expect(formatDistance(2400)).toBe('2.4 km');
    expect(formatDistance(1_250_000)).toBe('1,250 km');
  });
});
