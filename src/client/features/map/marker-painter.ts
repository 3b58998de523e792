import type { PlaceSummary } from '#shared/map-data.ts';
import { MarkerRaster, type Sprite } from './marker-raster';
import {
  MARKER_SLOTS,
  OFFSET_PLAIN,
  OFFSET_VIDEO,
  SPRITES_PER_STATUS,
  spriteBase,
  type MarkerSlots,
} from './marker-slots';
import { normalizedX, normalizedY } from './projection';

/** Markers this far (in CSS pixels) outside the canvas still reach into it: the sprites' half size. */
export const MARKER_REACH = 10;

/** The places as the painter needs them: projected once, in draw order (grouped by colour). */
export interface MarkerPoints {
  /** Normalised Web Mercator coordinates (0..1 across the world). */
  nx: Float64Array;
  ny: Float64Array;
  /** The sprite offset within the status's sprites: OFFSET_VIDEO for a place with videos. */
  video: Uint8Array;
  /** Index of each point's place in the list it was made from. */
  source: Int32Array;
  /** Where each slot's colour group ends (slots in draw order, later ones on top). */
  groupEnd: number[];
}

/** What the painter needs of a place; any status of the slots' table. */
export type MarkerPlace = Pick<PlaceSummary, 'latitude' | 'longitude' | 'hasVideo'> & { status: string };

/** A status outside the slots is drawn in the bottom slot. */
export function toMarkerPoints(
  places: readonly MarkerPlace[],
  slots: MarkerSlots = MARKER_SLOTS,
): MarkerPoints {
  const n = places.length;
  const groupOf = new Uint8Array(n);
  const counts = slots.drawOrder.map(() => 0);
  for (let i = 0; i < n; i++) {
    const group = slots.slotOf.get(places[i]!.status) ?? 0;
    groupOf[i] = group;
    counts[group]!++;
  }
  // A counting sort keeps each colour contiguous and, within it, the places' own order.
  const next: number[] = [];
  const groupEnd: number[] = [];
  let end = 0;
  for (const count of counts) {
    next.push(end);
    end += count;
    groupEnd.push(end);
  }
  const points: MarkerPoints = {
    nx: new Float64Array(n),
    ny: new Float64Array(n),
    video: new Uint8Array(n),
    source: new Int32Array(n),
    groupEnd,
  };
  for (let i = 0; i < n; i++) {
    const place = places[i]!;
    const at = next[groupOf[i]!]!++;
    points.nx[at] = normalizedX(place.longitude);
    points.ny[at] = normalizedY(place.latitude);
    points.video[at] = place.hasVideo ? OFFSET_VIDEO : OFFSET_PLAIN;
    points.source[at] = i;
  }
  return points;
}

/** Whether two lists of places draw the same markers, in the same order. */
export function sameMarkers(a: readonly PlaceSummary[], b: readonly PlaceSummary[]): boolean {
  if (a.length !== b.length || a.length === 0) return false;
  for (let i = 0; i < a.length; i++) {
    const p = a[i]!;
    const q = b[i]!;
    if (
      p.id !== q.id ||
      p.latitude !== q.latitude ||
      p.longitude !== q.longitude ||
      p.status !== q.status ||
      p.hasVideo !== q.hasVideo
    )
      return false;
  }
  return true;
}

export interface PaintView {
  /** World pixel (at this zoom) of the canvas's top-left corner. */
  originX: number;
  originY: number;
  /** Canvas size in CSS pixels. */
  width: number;
  height: number;
  /** World size in pixels at this zoom. */
  scale: number;
  /** Device pixels per CSS pixel. */
  ratio: number;
}

// Up to four statuses' plain and video sprites fit the bits of a byte; more statuses take wider words.
function occupancyWord(kinds: number) {
  if (kinds <= 8) return Uint8Array;
  if (kinds <= 16) return Uint16Array;
  if (kinds <= 32) return Uint32Array;
  throw new Error(`${kinds / SPRITES_PER_STATUS} statuses are more than the markers can tell apart`);
}

/**
 * Paints points into a MarkerRaster, top to bottom: the last colour group first and within a
 * group the last point first (the raster keeps what is above). Only points reaching into the
 * canvas are painted, once per world copy the canvas shows.
 */
export class MarkerPainter {
  readonly raster = new MarkerRaster();
  /** Per CSS pixel, one bit per sprite kind that already sits exactly there. */
  private occupancy: Uint8Array | Uint16Array | Uint32Array = new Uint8Array(0);

  /** Clears the raster to the view's size and paints; answers how many markers were painted. */
  paint(points: MarkerPoints, sprites: readonly Sprite[], view: PaintView): number {
    const cells = view.width * view.height;
    const Word = occupancyWord(spriteBase(points.groupEnd.length));
    if (this.occupancy.length < cells || !(this.occupancy instanceof Word)) this.occupancy = new Word(cells);
    else this.occupancy.fill(0, 0, cells);
    this.raster.reset(Math.round(view.width * view.ratio), Math.round(view.height * view.ratio));
    let painted = 0;
    // Zoomed far out, the world repeats side by side: paint each copy the canvas shows.
    const firstCopy = Math.floor((view.originX - MARKER_REACH) / view.scale);
    const lastCopy = Math.floor((view.originX + view.width + MARKER_REACH) / view.scale);
    for (let copy = lastCopy; copy >= firstCopy; copy--) {
      painted += this.paintCopy(points, sprites, view, view.originX - copy * view.scale);
    }
    return painted;
  }

  private paintCopy(
    points: MarkerPoints,
    sprites: readonly Sprite[],
    view: PaintView,
    originX: number,
  ): number {
    const { nx, ny, video, groupEnd } = points;
    const { originY, width, height, scale, ratio } = view;
    const { occupancy, raster } = this;
    let painted = 0;
    for (let g = groupEnd.length - 1; g >= 0; g--) {
      const start = g === 0 ? 0 : groupEnd[g - 1]!;
      const base = spriteBase(g);
      for (let i = groupEnd[g]! - 1; i >= start; i--) {
        const x = Math.round(nx[i]! * scale - originX);
        if (x < -MARKER_REACH || x > width + MARKER_REACH) continue;
        const y = Math.round(ny[i]! * scale - originY);
        if (y < -MARKER_REACH || y > height + MARKER_REACH) continue;
        const kind = base + video[i]!;
        // A marker right under an identical one on the very same pixel is hidden: skip it.
        if (x >= 0 && x < width && y >= 0 && y < height) {
          const cell = y * width + x;
          if (occupancy[cell]! & (1 << kind)) continue;
          occupancy[cell] = occupancy[cell]! | (1 << kind);
        }
        const sprite = sprites[kind];
        if (sprite) raster.stampUnder(sprite, Math.round(x * ratio), Math.round(y * ratio));
        painted++;
      }
    }
    return painted;
  }
}
