/**
 * The lines where two regions' polygons meet (countries, US states), each with the region on its
 * left and on its right, in the file format src/server/geo/land-borders.ts reads:
 * [left, right, x0, y0, dx, dy, …] in 1/scale degrees, right -1 for a bank (water on the right).
 */
import type { Position } from 'geojson';
import { simplifyLine } from './simplify';

/** A named region as polygons (outer ring first, then holes), in longitude/latitude. */
export interface RegionPolygons {
  name: string;
  polygons: Position[][][];
}

export interface BorderLineOptions {
  /** Douglas–Peucker tolerance in degrees of latitude. */
  tolerance: number;
  /** Stored coordinates: 1/scale degrees. */
  scale: number;
  /**
   * Keep a region's edges without a neighbour (coasts, river banks) as one-sided lines where they
   * come this close (degrees) to another region: a river the source leaves out as water.
   */
  bankCell?: number;
  /**
   * Where neighbours do not share their vertices (each drawn on its own), an edge borders the
   * region whose outline passes within this distance (km) of its middle.
   */
  shareKm?: number;
}

export interface BorderLines {
  names: string[];
  lines: number[][];
  points: number;
}

const WATER = -1;
const NONE = -2;
const KM_PER_DEGREE = 111.2;

function signedArea(ring: Position[]): number {
  let sum = 0;
  for (let k = 1; k < ring.length; k += 1)
    sum += ring[k - 1]![0]! * ring[k]![1]! - ring[k]![0]! * ring[k - 1]![1]!;
  return sum / 2;
}

export function borderLines(regions: readonly RegionPolygons[], options: BorderLineOptions): BorderLines {
  const { tolerance, scale, bankCell, shareKm } = options;
  const names: string[] = [];
  const nameIndex = (name: string) => {
    const at = names.indexOf(name);
    return at >= 0 ? at : names.push(name) - 1;
  };
  /** A vertex as one integer key: x and y in 1/scale degrees. */
  const keyOf = (p: Position) => Math.round((p[0]! + 180) * scale) * 2e7 + Math.round((p[1]! + 90) * scale);

  /** Every ring wound with its region on the left (outer rings anticlockwise, holes clockwise). */
  const rings: { region: number; ring: Position[] }[] = [];
  for (const { name, polygons } of regions) {
    const region = nameIndex(name);
    for (const polygon of polygons) {
      polygon.forEach((ring, i) => {
        const anticlockwise = signedArea(ring) > 0;
        rings.push({ region, ring: anticlockwise === (i === 0) ? ring : [...ring].reverse() });
      });
    }
  }

  /** For each vertex, the regions whose ring goes on from it, and to where. */
  const next = new Map<number, number[]>();
  for (const { region, ring } of rings) {
    for (let k = 0; k + 1 < ring.length; k += 1) {
      const from = keyOf(ring[k]!);
      const list = next.get(from);
      if (list) list.push(region, keyOf(ring[k + 1]!));
      else next.set(from, [region, keyOf(ring[k + 1]!)]);
    }
  }

  /** The region across the edge a→b: one whose ring runs b→a. */
  const across = (region: number, a: number, b: number): number => {
    const list = next.get(b);
    if (!list) return -1;
    for (let i = 0; i < list.length; i += 2) if (list[i] !== region && list[i + 1] === a) return list[i]!;
    return -1;
  };

  /** Whether another region's ring runs a→b too: overlapping claims (Macao in China's), no bank. */
  const overlapped = (region: number, a: number, b: number): boolean => {
    const list = next.get(a)!;
    for (let i = 0; i < list.length; i += 2) if (list[i] !== region && list[i + 1] === b) return true;
    return false;
  };

  const nearAnother = bankCell === undefined ? () => false : nearAnotherRegion(rings, bankCell);
  const alongside = shareKm === undefined ? () => -1 : regionAlongside(rings, shareKm);

  const lines: number[][] = [];
  let points = 0;
  for (const { region, ring } of rings) {
    let run: Position[] = [];
    let other = NONE;
    const flush = () => {
      // Each shared border is met from both sides; keep it once, from the side with the lower index.
      if (run.length >= 2 && (other === WATER || (other >= 0 && region < other))) {
        const simple = simplifyLine(run, tolerance);
        points += simple.length;
        const line = [region, other];
        let [px, py] = [0, 0];
        for (const p of simple) {
          const [x, y] = [Math.round(p[0]! * scale), Math.round(p[1]! * scale)];
          line.push(x - px, y - py);
          [px, py] = [x, y];
        }
        lines.push(line);
      }
      run = [];
      other = NONE;
    };
    for (let k = 0; k + 1 < ring.length; k += 1) {
      const [a, b] = [keyOf(ring[k]!), keyOf(ring[k + 1]!)];
      let neighbour = across(region, a, b);
      if (neighbour < 0) neighbour = alongside(region, ring[k]!, ring[k + 1]!);
      if (neighbour < 0) {
        const bank =
          !overlapped(region, a, b) && (nearAnother(region, ring[k]!) || nearAnother(region, ring[k + 1]!));
        neighbour = bank ? WATER : NONE;
      }
      if (neighbour !== other) flush();
      if (neighbour === NONE) continue;
      if (run.length === 0) run.push(ring[k]!);
      run.push(ring[k + 1]!);
      other = neighbour;
    }
    flush();
  }
  return { names, lines, points };
}

/**
 * Many borders run along rivers that the source leaves out as water (the Danube, the Rio Grande):
 * there the two regions share no edge. Their banks, and any coast this close to another region
 * (a strait, an estuary), are kept as one-sided lines: land on the left, water on the right.
 */
function nearAnotherRegion(rings: readonly { region: number; ring: Position[] }[], cellSize: number) {
  const cellOf = (p: Position) =>
    Math.floor((p[0]! + 180) / cellSize) * 1e5 + Math.floor((p[1]! + 90) / cellSize);
  const cellRegions = new Map<number, number[]>();
  for (const { region, ring } of rings) {
    for (const p of ring) {
      const cell = cellOf(p);
      const list = cellRegions.get(cell);
      if (!list) cellRegions.set(cell, [region]);
      else if (!list.includes(region)) list.push(region);
    }
  }
  return (region: number, p: Position): boolean => {
    const cell = cellOf(p);
    for (const dx of [-1e5, 0, 1e5])
      for (const dy of [-1, 0, 1])
        if (cellRegions.get(cell + dx + dy)?.some((r) => r !== region)) return true;
    return false;
  };
}

/**
 * The other region whose outline passes nearest the middle of an edge, within `km`; -1 if none.
 * Edges are bucketed by the cells (about a kilometre) their bounding boxes cover.
 */
function regionAlongside(rings: readonly { region: number; ring: Position[] }[], km: number) {
  const cell = 0.01;
  const col = (x: number) => Math.floor((x + 180) / cell);
  const row = (y: number) => Math.floor((y + 90) / cell);
  const buckets = new Map<number, number[]>();
  /** x1, y1, x2, y2, region per edge. */
  const edges: number[] = [];
  for (const { region, ring } of rings) {
    for (let k = 0; k + 1 < ring.length; k += 1) {
      const [ax, ay] = ring[k] as [number, number];
      const [bx, by] = ring[k + 1] as [number, number];
      const e = edges.length / 5;
      edges.push(ax, ay, bx, by, region);
      for (let c = col(Math.min(ax, bx)); c <= col(Math.max(ax, bx)); c += 1)
        for (let r = row(Math.min(ay, by)); r <= row(Math.max(ay, by)); r += 1) {
          const list = buckets.get(c * 1e5 + r);
          if (list) list.push(e);
          else buckets.set(c * 1e5 + r, [e]);
        }
    }
  }
  return (region: number, a: Position, b: Position): number => {
    const [mx, my] = [(a[0]! + b[0]!) / 2, (a[1]! + b[1]!) / 2];
    const kx = Math.cos((my * Math.PI) / 180);
    let best = -1;
    let bestKm = km;
    for (let c = col(mx) - 1; c <= col(mx) + 1; c += 1)
      for (let r = row(my) - 1; r <= row(my) + 1; r += 1)
        for (const e of buckets.get(c * 1e5 + r) ?? []) {
          const other = edges[e * 5 + 4]!;
          if (other === region) continue;
          const [ax, ay] = [(edges[e * 5]! - mx) * kx, edges[e * 5 + 1]! - my];
          const [vx, vy] = [(edges[e * 5 + 2]! - mx) * kx - ax, edges[e * 5 + 3]! - my - ay];
          const length = vx * vx + vy * vy;
          const t = length === 0 ? 0 : Math.min(1, Math.max(0, -(ax * vx + ay * vy) / length));
          const d = Math.hypot(ax + t * vx, ay + t * vy) * KM_PER_DEGREE;
          if (d < bestKm) [best, bestKm] = [other, d];
        }
    return best;
  };
}
