import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineMeters } from './haversine';

describe('haversineMeters', () => {
  it('measures known distances', () => {
    // Paris (Notre-Dame) to London (Trafalgar Square): about 343.5 km.
    expect(haversineMeters(48.853, 2.3499, 51.508, -0.1281) / 1000).toBeCloseTo(343.5, 0);
    // One degree of latitude: about 111.2 km.
    expect(haversineMeters(0, 0, 1, 0)).toBeCloseTo(111_195, -1);
    // Across the antimeridian: 0.2° of longitude at the equator, not 359.8°.
    expect(haversineMeters(0, 179.9, 0, -179.9)).toBeCloseTo(22_239, -1);
    expect(haversineMeters(10, 20, 10, 20)).toBe(0);
  });

  it('is symmetric and never more than half the circumference', () => {
    const lat = fc.double({ min: -90, max: 90, noNaN: true });
    const lng = fc.double({ min: -180, max: 180, noNaN: true });
    fc.assert(
      fc.property(lat, lng, lat, lng, (a, b, c, d) => {
        const there = haversineMeters(a, b, c, d);
        expect(there).toBeCloseTo(haversineMeters(c, d, a, b), 6);
        expect(there).toBeLessThanOrEqual(Math.PI * 6_371_008.8 + 1e-6);
      }),
    );
  });
});
