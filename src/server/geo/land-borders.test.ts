import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LandBorders } from './land-borders';

/** A border file as prepare-land-borders.ts writes it: [left, right, x0, y0, dx, dy, …] in 1e-5°. */
function bordersFile(lines: number[][]): URL {
  const file = join(mkdtempSync(join(tmpdir(), 'land-borders-')), 'borders.json');
  writeFileSync(file, JSON.stringify({ scale: 1e5, countries: ['North', 'South', 'Island'], lines }));
  return pathToFileURL(file);
}

describe('LandBorders', () => {
  // North above, South below a border that runs east along y = 0 and then turns north at x = 0.1:
  // walking it, North is on the left.
  const borders = LandBorders.fromFile(bordersFile([[0, 1, 0, 0, 10_000, 0, 0, 10_000]]));

  it('tells the side of the border a point is on', () => {
    expect(borders.nearest(0.05, 0.001, 5)?.side).toBe('North');
    expect(borders.nearest(0.05, -0.001, 5)?.side).toBe('South');
    expect(borders.nearest(0.05, -0.001, 5)?.countries).toEqual(['North', 'South']);
  });

  it('settles points nearest the corner by both edges', () => {
    // Inside the corner (north-west of it) is North; everything round the outside is South.
    expect(borders.nearest(0.099, 0.001, 5)?.side).toBe('North');
    expect(borders.nearest(0.101, -0.001, 5)?.side).toBe('South');
    expect(borders.nearest(0.102, 0.0005, 5)?.side).toBe('South');
  });

  it('says nothing beyond its reach, nor well past a free end of a line', () => {
    expect(borders.nearest(0.05, 0.2, 5)).toBeUndefined();
    expect(borders.nearest(-0.03, 0, 5)).toBeUndefined();
  });

  it('reads a bank (one country, water on the right) as land on one side only', () => {
    const bank = LandBorders.fromFile(bordersFile([[2, -1, 0, 0, 10_000, 0]]));
    expect(bank.nearest(0.05, 0.001, 5)).toMatchObject({ side: 'Island', countries: ['Island'] });
    expect(bank.nearest(0.05, -0.001, 5)).toMatchObject({ side: null, countries: ['Island'] });
  });

  it('answers the same from a snapshot as when built', () => {
    const copy = LandBorders.fromSnapshot(borders.snapshot());
    for (const [x, y] of [
      [0.05, 0.001],
      [0.099, 0.001],
      [0.102, 0.0005],
    ] as const)
      expect(copy.nearest(x, y, 5)).toEqual(borders.nearest(x, y, 5));
  });
});
