import { describe, expect, it } from 'vitest';
import type { Position } from 'geojson';
import { borderLines } from './border-lines';

/** A square from (x, y) of the given size, as an outer ring. */
const square = (x: number, y: number, size: number): Position[][] => [
  [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
    [x, y],
  ],
];

/** The points of a stored line, in degrees. */
function points(line: number[], scale: number): Position[] {
  const out: Position[] = [];
  let [x, y] = [0, 0];
  for (let k = 2; k < line.length; k += 2) {
    x += line[k]!;
    y += line[k + 1]!;
    out.push([x / scale, y / scale]);
  }
  return out;
}

describe('borderLines', () => {
  const options = { tolerance: 0.0001, scale: 1e5 };

  it('keeps the edge two regions share once, with the region on each side', () => {
    const { names, lines } = borderLines(
      [
        { name: 'West', polygons: [square(0, 0, 0.1)] },
        { name: 'East', polygons: [square(0.1, 0, 0.1)] },
      ],
      options,
    );
    expect(lines).toHaveLength(1);
    const [left, right] = lines[0]!;
    // Walking the shared edge with West on the left runs north along x = 0.1.
    expect([names[left!], names[right!]]).toEqual(['West', 'East']);
    expect(points(lines[0]!, 1e5)).toEqual([
      [0.1, 0],
      [0.1, 0.1],
    ]);
  });

  it('leaves out coasts: edges no other region shares', () => {
    const { lines } = borderLines([{ name: 'Island', polygons: [square(0, 0, 0.1)] }], options);
    expect(lines).toEqual([]);
  });

  it('matches neighbours drawn each on its own, a few metres apart, only when asked to', () => {
    // East's west side is drawn 3 m (0.00003°) east of West's east side: no shared vertex.
    const regions = [
      { name: 'West', polygons: [square(0, 0, 0.1)] },
      { name: 'East', polygons: [square(0.10003, 0, 0.1)] },
    ];
    expect(borderLines(regions, options).lines).toEqual([]);
    const { names, lines } = borderLines(regions, { ...options, shareKm: 0.05 });
    expect(lines.map(([l, r]) => [names[l!], names[r!]])).toEqual([['West', 'East']]);
    // 50 m is the reach: a gap of 100 m is no shared line.
    const apart = [regions[0]!, { name: 'East', polygons: [square(0.1012, 0, 0.1)] }];
    expect(borderLines(apart, { ...options, shareKm: 0.05 }).lines).toEqual([]);
  });

  it('keeps a coast near another country as a bank, water on the right', () => {
    // Two islands 500 m apart: each coast facing the other is a bank (a strait).
    const { lines } = borderLines(
      [
        { name: 'West', polygons: [square(0, 0, 0.1)] },
        { name: 'East', polygons: [square(0.105, 0, 0.1)] },
      ],
      { ...options, bankCell: 0.02 },
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every(([, right]) => right === -1)).toBe(true);
  });
});
