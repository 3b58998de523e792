import type { Part } from './region-index';

/** Cell size in degrees: 720 × 360 cells; most are wholly inside one shape or in none. */
export const CELL = 0.5;
export const COLS = 360 / CELL;
export const ROWS = 180 / CELL;
/** Boundary cells are marked a hair wider so an edge along a cell border is never missed. */
const EPSILON = 1e-9;
const CROSSED = -2;
const NOWHERE = -1;

export interface Grid {
  /** Per cell: the part wholly containing it, NOWHERE, or CROSSED by a boundary. */
  resolved: Int32Array;
  /** For crossed cells: the parts that contain the cell's centre. */
  centreInside: Map<number, number[]>;
  /** Every edge as x1, y1, x2, y2. */
  segments: Float64Array;
  segmentPart: Int32Array;
  /** The edges in each cell: cellSegments[cellStart[c] .. cellStart[c + 1]). */
  cellStart: Int32Array;
  cellSegments: Int32Array;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
const colOf = (lng: number) => clamp(Math.floor((lng + 180) / CELL), COLS - 1);
const rowOf = (lat: number) => clamp(Math.floor((lat + 90) / CELL), ROWS - 1);

export const cellOf = (lng: number, lat: number) => rowOf(lat) * COLS + colOf(lng);
export const cellCenter = (cell: number): [number, number] => [
  -180 + ((cell % COLS) + 0.5) * CELL,
  -90 + (Math.floor(cell / COLS) + 0.5) * CELL,
];

function flattenSegments(parts: readonly Part[]) {
  const count = parts.reduce(
    (sum, part) => sum + part.rings.reduce((n, ring) => n + Math.max(0, ring.length - 1), 0),
    0,
  );
  const segments = new Float64Array(count * 4);
  const segmentPart = new Int32Array(count);
  let s = 0;
  parts.forEach((part, index) => {
    for (const ring of part.rings) {
      for (let i = 1; i < ring.length; i += 1) {
        // Plain stores, not set([…]): a million short-lived arrays would cost more than the copy.
        segments[s * 4] = ring[i - 1]![0]!;
        segments[s * 4 + 1] = ring[i - 1]![1]!;
        segments[s * 4 + 2] = ring[i]![0]!;
        segments[s * 4 + 3] = ring[i]![1]!;
        segmentPart[s] = index;
        s += 1;
      }
    }
  });
  return { segments, segmentPart, count };
}

/** Calls visit(cell) for every cell the segment's bounding box touches. */
function forEachCellOf(segments: Float64Array, s: number, visit: (cell: number) => void) {
  const o = s * 4;
  const x1 = segments[o]!;
  const y1 = segments[o + 1]!;
  const x2 = segments[o + 2]!;
  const y2 = segments[o + 3]!;
  const colEnd = colOf(Math.max(x1, x2) + EPSILON);
  const rowEnd = rowOf(Math.max(y1, y2) + EPSILON);
  for (let row = rowOf(Math.min(y1, y2) - EPSILON); row <= rowEnd; row += 1) {
    for (let col = colOf(Math.min(x1, x2) - EPSILON); col <= colEnd; col += 1) visit(row * COLS + col);
  }
}

/** Buckets the edges by cell (compressed rows: one offsets array, one flat list). */
function bucketSegments(segments: Float64Array, count: number) {
  const cellStart = new Int32Array(COLS * ROWS + 1);
  for (let s = 0; s < count; s += 1) forEachCellOf(segments, s, (cell) => void (cellStart[cell + 1]! += 1));
  for (let c = 0; c < COLS * ROWS; c += 1) cellStart[c + 1]! += cellStart[c]!;
  const fill = cellStart.slice(0, COLS * ROWS);
  const cellSegments = new Int32Array(cellStart[COLS * ROWS]!);
  for (let s = 0; s < count; s += 1) {
    forEachCellOf(segments, s, (cell) => {
      cellSegments[fill[cell]!] = s;
      fill[cell]! += 1;
    });
  }
  return { cellStart, cellSegments };
}

/** Scanline through each row's centre: the centres between an odd and an even crossing are inside. */
function forEachCentreInside(part: Part, visit: (cell: number) => void) {
  const crossings = new Map<number, number[]>();
  for (const ring of part.rings) {
    for (let i = 1; i < ring.length; i += 1) {
      const [ax, ay] = ring[i - 1] as [number, number];
      const [bx, by] = ring[i] as [number, number];
      if (ay === by) continue;
      const low = Math.min(ay, by);
      const high = Math.max(ay, by);
      for (let row = rowOf(low); row <= rowOf(high); row += 1) {
        const yc = -90 + (row + 0.5) * CELL;
        if (yc < low || yc >= high) continue;
        const x = ax + ((yc - ay) / (by - ay)) * (bx - ax);
        const list = crossings.get(row);
        if (list) list.push(x);
        else crossings.set(row, [x]);
      }
    }
  }
  for (const [row, xs] of crossings) {
    xs.sort((p, q) => p - q);
    for (let i = 0; i + 1 < xs.length; i += 2) {
      for (let col = colOf(xs[i]!); col <= colOf(xs[i + 1]!); col += 1) {
        const xc = -180 + (col + 0.5) * CELL;
        if (xc >= xs[i]! && xc <= xs[i + 1]!) visit(row * COLS + col);
      }
    }
  }
}

export function buildGrid(parts: readonly Part[]): Grid {
  const { segments, segmentPart, count } = flattenSegments(parts);
  const { cellStart, cellSegments } = bucketSegments(segments, count);
  const resolved = new Int32Array(COLS * ROWS);
  for (let c = 0; c < COLS * ROWS; c += 1)
    resolved[c] = cellStart[c + 1]! > cellStart[c]! ? CROSSED : NOWHERE;
  const centreInside = new Map<number, number[]>();
  parts.forEach((part, index) => {
    forEachCentreInside(part, (cell) => {
      const current = resolved[cell]!;
      if (current === CROSSED) {
        const list = centreInside.get(cell);
        if (list) list.push(index);
        else centreInside.set(cell, [index]);
      } else if (current === NOWHERE || part.area < parts[current]!.area) {
        resolved[cell] = index;
      }
    });
  });
  return { resolved, centreInside, segments, segmentPart, cellStart, cellSegments };
}
