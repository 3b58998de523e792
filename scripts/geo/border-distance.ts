import type { MultiPolygon, Polygon } from 'geojson';

/** Named outlines, as the boundaries the script measures distance to. */
export interface Outline {
  name: string;
  geometry: Polygon | MultiPolygon;
}

const CELL = 0.25;
const KM_PER_DEGREE = 111.2;
const key = (col: number, row: number) => row * 2000 + col;

/**
 * How far a point is from the nearest outline of a region other than its own: which cities and ZIPs
 * lie "near a border". Edges are bucketed in 0.25° cells; only the cells within reach are looked at.
 */
export class BorderDistance {
  readonly #cells = new Map<number, { name: string; edge: [number, number, number, number] }[]>();

  constructor(outlines: readonly Outline[]) {
    for (const { name, geometry } of outlines) {
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      for (const ring of polygons.flat()) {
        for (let i = 1; i < ring.length; i += 1) {
          const [ax, ay] = ring[i - 1] as [number, number];
          const [bx, by] = ring[i] as [number, number];
          if (Math.abs(ax - bx) > 180) continue;
          for (
            let row = Math.floor(Math.min(ay, by) / CELL);
            row <= Math.floor(Math.max(ay, by) / CELL);
            row += 1
          ) {
            for (
              let col = Math.floor(Math.min(ax, bx) / CELL);
              col <= Math.floor(Math.max(ax, bx) / CELL);
              col += 1
            ) {
              const list = this.#cells.get(key(col, row));
              const entry = { name, edge: [ax, ay, bx, by] as [number, number, number, number] };
              if (list) list.push(entry);
              else this.#cells.set(key(col, row), [entry]);
            }
          }
        }
      }
    }
  }

  /** Kilometres to the nearest outline not named `own`, or Infinity beyond maxKm. */
  toOther(lng: number, lat: number, own: string, maxKm: number): number {
    return this.#nearest(lng, lat, maxKm, (name) => name !== own);
  }

  /**
   * Kilometres to the outline named `name`, or Infinity beyond maxKm: for a point detected in
   * another region, how far inside that region the outlines put it (the list of misses).
   */
  to(lng: number, lat: number, name: string, maxKm: number): number {
    return this.#nearest(lng, lat, maxKm, (other) => other === name);
  }

  #nearest(lng: number, lat: number, maxKm: number, counts: (name: string) => boolean): number {
    const kx = Math.max(0.01, Math.cos((lat * Math.PI) / 180)) * KM_PER_DEGREE;
    const rows = Math.ceil(maxKm / KM_PER_DEGREE / CELL);
    const cols = Math.ceil(maxKm / kx / CELL);
    const col0 = Math.floor(lng / CELL);
    const row0 = Math.floor(lat / CELL);
    let best = Infinity;
    for (let row = row0 - rows; row <= row0 + rows; row += 1) {
      for (let col = col0 - cols; col <= col0 + cols; col += 1) {
        for (const { name, edge } of this.#cells.get(key(col, row)) ?? []) {
          if (!counts(name)) continue;
          const ax = (edge[0] - lng) * kx;
          const ay = (edge[1] - lat) * KM_PER_DEGREE;
          const dx = (edge[2] - lng) * kx - ax;
          const dy = (edge[3] - lat) * KM_PER_DEGREE - ay;
          const length = dx * dx + dy * dy;
          const t = length === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / length));
          best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
        }
      }
    }
    return best <= maxKm ? best : Infinity;
  }
}
