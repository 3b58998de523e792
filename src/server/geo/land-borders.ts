import { readFileSync } from 'node:fs';
import type { Snapshot } from './snapshot';

/** Cell size in degrees of the bucket grid the border edges are sorted into. */
const CELL = 0.25;
const COLS = 360 / CELL;
const ROWS = 180 / CELL;
const KM_PER_DEGREE = 111.2;
/** Beyond the end of a border line, how far its side still counts (see beyondEnd). */
const FREE_END_KM = 1;

/**
 * The file scripts/geo/prepare-land-borders.ts writes: lines as [left, right, dx, dy, dx, dy, …],
 * right -1 for a bank (a river or coast near another country: water on the right).
 */
interface LandBordersFile {
  scale: number;
  countries: string[];
  lines: number[][];
}

interface BorderArrays {
  edges: Float64Array;
  sides: Int16Array;
  joined: Uint8Array;
  /** Present in a snapshot; built otherwise. */
  cellStart?: Int32Array;
  cellEdges?: Int32Array;
}

export interface NearestBorder {
  /** The country on the point's side of the nearest border line; null on the water side of a bank. */
  side: string | null;
  /** The two countries the border parts, or the one country of a river bank or coast. */
  countries: readonly string[];
  km: number;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
const colOf = (lng: number) => clamp(Math.floor((lng + 180) / CELL), COLS - 1);
const rowOf = (lat: number) => clamp(Math.floor((lat + 90) / CELL), ROWS - 1);
const cross = (ax: number, ay: number, bx: number, by: number) => ax * by - ay * bx;

/**
 * The land borders between countries, finer than the country shapes (OpenStreetMap at about 20 m
 * against Natural Earth's 1:10m): near a border, which side of it a point lies on settles its
 * country. Edges are bucketed by cell (compressed rows, as region-grid does). The lines between US
 * states (state-lines.json, the same format) are read by it too.
 */
export class LandBorders {
  readonly #names: string[];
  /** x1, y1, x2, y2 per edge. */
  readonly #edges: Float64Array;
  /** Left and right country per edge (the left one is inside when walking a → b). */
  readonly #sides: Int16Array;
  /** 1 where the edge continues the previous one's line. */
  readonly #joined: Uint8Array;
  readonly #cellStart: Int32Array;
  readonly #cellEdges: Int32Array;

  private constructor(names: string[], arrays: BorderArrays) {
    this.#names = names;
    this.#edges = arrays.edges;
    this.#sides = arrays.sides;
    this.#joined = arrays.joined;
    if (arrays.cellStart && arrays.cellEdges) {
      this.#cellStart = arrays.cellStart;
      this.#cellEdges = arrays.cellEdges;
      return;
    }
    this.#cellStart = new Int32Array(COLS * ROWS + 1);
    this.#forEachCell((cell) => void (this.#cellStart[cell + 1]! += 1));
    for (let c = 0; c < COLS * ROWS; c += 1) this.#cellStart[c + 1]! += this.#cellStart[c]!;
    const fill = this.#cellStart.slice(0, COLS * ROWS);
    this.#cellEdges = new Int32Array(this.#cellStart[COLS * ROWS]!);
    this.#forEachCell((cell, edge) => {
      this.#cellEdges[fill[cell]!] = edge;
      fill[cell]! += 1;
    });
  }

  /** From the file scripts/geo/prepare-land-borders.ts writes. */
  static fromFile(file: URL): LandBorders {
    const data = JSON.parse(readFileSync(file, 'utf8')) as LandBordersFile;
    const count = data.lines.reduce((sum, line) => sum + (line.length - 2) / 2 - 1, 0);
    const edges = new Float64Array(count * 4);
    const sides = new Int16Array(count * 2);
    const joined = new Uint8Array(count);
    let e = 0;
    for (const line of data.lines) {
      let x = line[2]!;
      let y = line[3]!;
      for (let k = 4; k < line.length; k += 2) {
        const nx = x + line[k]!;
        const ny = y + line[k + 1]!;
        edges[e * 4] = x / data.scale;
        edges[e * 4 + 1] = y / data.scale;
        edges[e * 4 + 2] = nx / data.scale;
        edges[e * 4 + 3] = ny / data.scale;
        sides[e * 2] = line[0]!;
        sides[e * 2 + 1] = line[1]!;
        joined[e] = k > 4 ? 1 : 0;
        x = nx;
        y = ny;
        e += 1;
      }
    }
    return new LandBorders(data.countries, { edges, sides, joined });
  }

  static fromSnapshot({ values, arrays }: Snapshot): LandBorders {
    if (values.cell !== CELL) throw new Error('The land borders snapshot was built for another grid');
    return new LandBorders(values.names as string[], arrays as unknown as BorderArrays);
  }

  snapshot(): Snapshot {
    return {
      values: { cell: CELL, names: this.#names },
      arrays: {
        edges: this.#edges,
        sides: this.#sides,
        joined: this.#joined,
        cellStart: this.#cellStart,
        cellEdges: this.#cellEdges,
      },
    };
  }

  #forEachCell(visit: (cell: number, edge: number) => void) {
    const edges = this.#edges;
    for (let e = 0; e < edges.length / 4; e += 1) {
      const x1 = edges[e * 4]!;
      const y1 = edges[e * 4 + 1]!;
      const x2 = edges[e * 4 + 2]!;
      const y2 = edges[e * 4 + 3]!;
      const colEnd = colOf(Math.max(x1, x2));
      const rowEnd = rowOf(Math.max(y1, y2));
      for (let row = rowOf(Math.min(y1, y2)); row <= rowEnd; row += 1)
        for (let col = colOf(Math.min(x1, x2)); col <= colEnd; col += 1) visit(row * COLS + col, e);
    }
  }

  /** The nearest land border within maxKm, and the side of it the point is on. */
  nearest(lng: number, lat: number, maxKm: number): NearestBorder | undefined {
    const kx = Math.max(0.01, Math.cos((lat * Math.PI) / 180)) * KM_PER_DEGREE;
    const rowSpan = Math.ceil(maxKm / KM_PER_DEGREE / CELL);
    const colSpan = Math.ceil(maxKm / kx / CELL);
    const [row0, col0] = [rowOf(lat), colOf(lng)];
    const best = { edge: -1, squared: maxKm * maxKm, t: 0 };
    // The point's own cell first: what it finds there usually rules the neighbours out.
    this.#scanCell(row0 * COLS + col0, lng, lat, kx, best);
    for (let row = Math.max(0, row0 - rowSpan); row <= Math.min(ROWS - 1, row0 + rowSpan); row += 1) {
      for (let col = Math.max(0, col0 - colSpan); col <= Math.min(COLS - 1, col0 + colSpan); col += 1) {
        if (row === row0 && col === col0) continue;
        // Kilometres from the point to the cell's nearest side, along each axis.
        const gx = Math.max(0, -180 + col * CELL - lng, lng - (-180 + (col + 1) * CELL)) * kx;
        const gy = Math.max(0, -90 + row * CELL - lat, lat - (-90 + (row + 1) * CELL)) * KM_PER_DEGREE;
        if (gx * gx + gy * gy <= best.squared) this.#scanCell(row * COLS + col, lng, lat, kx, best);
      }
    }
    const km = Math.sqrt(best.squared);
    if (best.edge < 0 || (km > FREE_END_KM && this.#beyondEnd(best.edge, best.t))) return undefined;
    const left = this.#isLeft(best.edge, best.t, lng, lat);
    const l = this.#names[this.#sides[best.edge * 2]!]!;
    const r = this.#names[this.#sides[best.edge * 2 + 1]!];
    return { side: left ? l : (r ?? null), countries: r === undefined ? [l] : [l, r], km };
  }

  #scanCell(
    cell: number,
    lng: number,
    lat: number,
    kx: number,
    best: { edge: number; squared: number; t: number },
  ) {
    const edges = this.#edges;
    for (let k = this.#cellStart[cell]!, end = this.#cellStart[cell + 1]!; k < end; k += 1) {
      const e = this.#cellEdges[k]!;
      const ax = (edges[e * 4]! - lng) * kx;
      const ay = (edges[e * 4 + 1]! - lat) * KM_PER_DEGREE;
      const dx = (edges[e * 4 + 2]! - lng) * kx - ax;
      const dy = (edges[e * 4 + 3]! - lat) * KM_PER_DEGREE - ay;
      const length = dx * dx + dy * dy;
      const t = length === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / length));
      const px = ax + t * dx;
      const py = ay + t * dy;
      const squared = px * px + py * py;
      if (squared < best.squared || (squared === best.squared && best.edge < 0)) {
        best.edge = e;
        best.squared = squared;
        best.t = t;
      }
    }
  }

  /**
   * Well past the free end of a line (where a border meets the coast or a third country) which
   * side the point is on says nothing: Gibraltar's town lies beyond the end of its short land
   * border. Lines also break where the source's two sides do not share a vertex, so close to an
   * end the side still counts.
   */
  #beyondEnd(e: number, t: number): boolean {
    if (t <= 0) return this.#joined[e] === 0;
    if (t >= 1) return e + 1 >= this.#joined.length || this.#joined[e + 1] === 0;
    return false;
  }

  /** Whether the point is left of the line near edge e. At a shared corner both edges decide. */
  #isLeft(e: number, t: number, lng: number, lat: number): boolean {
    const edges = this.#edges;
    const leftOf = (edge: number) =>
      cross(
        edges[edge * 4 + 2]! - edges[edge * 4]!,
        edges[edge * 4 + 3]! - edges[edge * 4 + 1]!,
        lng - edges[edge * 4]!,
        lat - edges[edge * 4 + 1]!,
      ) > 0;
    let [first, second] = [-1, -1];
    if (t <= 0 && this.#joined[e] === 1) [first, second] = [e - 1, e];
    else if (t >= 1 && e + 1 < this.#joined.length && this.#joined[e + 1] === 1) [first, second] = [e, e + 1];
    if (first < 0) return leftOf(e);
    // Turning left at the corner, the left side is the inside of the corner: left of both edges.
    const turn = cross(
      edges[first * 4 + 2]! - edges[first * 4]!,
      edges[first * 4 + 3]! - edges[first * 4 + 1]!,
      edges[second * 4 + 2]! - edges[second * 4]!,
      edges[second * 4 + 3]! - edges[second * 4 + 1]!,
    );
    return turn > 0 ? leftOf(first) && leftOf(second) : leftOf(first) || leftOf(second);
  }
}
