import { geoArea, geoContains } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { ATLAS_FILES, readShapes } from './atlas';
import { RegionIndex } from './region-index';

/** A small deterministic generator, so a failure names the same points every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('RegionIndex', () => {
  it('answers like d3-geo geoContains over every country, at random points around the globe', () => {
    const shapes = readShapes(ATLAS_FILES.countries110m, 'countries');
    const index = new RegionIndex(shapes);
    const reference = shapes.map((s) => ({ name: s.name, geometry: s.geometry, area: geoArea(s.geometry) }));
    const next = random(7);
    const disagreements: string[] = [];
    for (let i = 0; i < 400; i += 1) {
      const point: [number, number] = [next() * 360 - 180, next() * 178 - 89];
      const expected = reference
        .filter((r) => geoContains(r.geometry, point))
        .sort((a, b) => a.area - b.area)[0]?.name;
      const found = index.containing(...point);
      if (found !== expected) disagreements.push(`${point.join(',')}: ${found} instead of ${expected}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('answers the same from a snapshot as when built', () => {
    const index = new RegionIndex(readShapes(ATLAS_FILES.countries110m, 'countries'));
    const copy = new RegionIndex({ snapshot: index.snapshot() });
    const next = random(11);
    for (let i = 0; i < 400; i += 1) {
      const point: [number, number] = [next() * 360 - 180, next() * 178 - 89];
      expect(copy.containing(...point)).toBe(index.containing(...point));
    }
  });

  it('finds the nearest shape within a distance, and nothing beyond it', () => {
    const square = {
      name: 'Square',
      geometry: {
        type: 'Polygon' as const,
        coordinates: [
          [
            [0, 0],
            [0, 1],
            [1, 1],
            [1, 0],
            [0, 0],
          ],
        ],
      },
    };
    const index = new RegionIndex([square]);
    expect(index.containing(0.5, 0.5)).toBe('Square');
    expect(index.containing(1.1, 0.5)).toBeUndefined();
    // 0.1° of longitude at the equator is about 11 km.
    expect(index.nearest(1.1, 0.5, 15)).toBe('Square');
    expect(index.nearest(1.1, 0.5, 5)).toBeUndefined();
  });
});
