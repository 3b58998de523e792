import { describe, expect, it } from 'vitest';
import { GridIndex } from './grid-index';

const SCALE = 1000;
const index = (points: [number, number][], cell = 32) =>
  new GridIndex(
    Float64Array.from(points, (p) => p[0] / SCALE),
    Float64Array.from(points, (p) => p[1] / SCALE),
    SCALE,
    cell,
  );

describe('GridIndex', () => {
  it('finds the nearest point within the radius, across cell borders', () => {
    const grid = index([
      [100, 100],
      [130, 100],
      [500, 500],
    ]);
    expect(grid.nearest(101, 101, 10)).toBe(0);
    expect(grid.nearest(127, 99, 10)).toBe(1);
    // 31.9 is in the cell left of the point at 33: the search must look next door.
    expect(index([[33, 10]]).nearest(31.9, 10, 5)).toBe(0);
  });

  it('answers -1 when nothing is close enough', () => {
    const grid = index([[100, 100]]);
    expect(grid.nearest(115, 100, 10)).toBe(-1);
    expect(index([]).nearest(0, 0, 10)).toBe(-1);
  });

  it('prefers the point drawn last when several share a position', () => {
    expect(
      index([
        [50, 50],
        [50, 50],
        [50, 50],
      ]).nearest(50, 50, 8),
    ).toBe(2);
  });

  it('agrees with a brute-force search on random points', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 1000;
    const points = Array.from({ length: 2000 }, () => [random(), random()] as [number, number]);
    const grid = index(points, 16);
    for (let q = 0; q < 200; q++) {
      const x = random();
      const y = random();
      let expected = -1;
      let best = 12 * 12;
      points.forEach(([px, py], i) => {
        const d = (px - x) ** 2 + (py - y) ** 2;
        if (d < best || (d === best && i > expected)) {
          best = d;
          expected = i;
        }
      });
      expect(grid.nearest(x, y, 12)).toBe(expected);
    }
  });
});
