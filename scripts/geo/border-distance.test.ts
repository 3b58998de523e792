import { describe, expect, it } from 'vitest';
import { BorderDistance } from './border-distance';

// Two squares a degree wide side by side at the equator, sharing the line x = 1.
const square = (x: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [x, 0],
      [x + 1, 0],
      [x + 1, 1],
      [x, 1],
      [x, 0],
    ],
  ],
});
const lines = new BorderDistance([
  { name: 'West', geometry: square(0) },
  { name: 'East', geometry: square(1) },
]);

describe('distance to outlines (npm run geo:accuracy)', () => {
  it('measures a point in West to the nearest outline of another region', () => {
    // 0.9, 0.5: 0.1° (about 11 km) from the shared line, East's nearest side.
    expect(lines.toOther(0.9, 0.5, 'West', 50)).toBeCloseTo(11.12, 1);
    expect(lines.toOther(0.5, 0.5, 'West', 50)).toBe(Infinity);
  });

  it("measures how far a miss lies from the right region's outline", () => {
    // A point in West detected as West when it should be East: 11 km from East's outline.
    expect(lines.to(0.9, 0.5, 'East', 50)).toBeCloseTo(11.12, 1);
    expect(lines.to(0.9, 0.5, 'West', 50)).toBeCloseTo(11.12, 1);
    expect(lines.to(0.2, 0.5, 'East', 100)).toBeCloseTo(88.96, 0);
    expect(lines.to(0.2, 0.5, 'East', 50)).toBe(Infinity);
  });
});
