import { describe, expect, it } from 'vitest';
import type { PlaceSummary } from '#shared/map-data.ts';
import { MarkerPainter, toMarkerPoints } from './marker-painter';
import { spriteFromPixels } from './marker-raster';
import { normalizedX, normalizedY, worldSize } from './projection';

const place = (
  id: number,
  status: PlaceSummary['status'],
  longitude: number,
  latitude = 0,
  hasVideo = false,
): PlaceSummary => ({
  id,
  status,
  latitude,
  longitude,
  hasVideo,
  name: `Place ${id}`,
  type: 'city',
  country: 'Nowhere',
  state: null,
});

/** A 4×4 solid sprite per kind, each a different colour, to see which one won a pixel. */
const sprites = Array.from({ length: 6 }, (_, kind) => {
  const pixels = new Uint8ClampedArray(4 * 4 * 4);
  for (let i = 0; i < 16; i++) pixels.set([kind * 40, 0, 0, 255], i * 4);
  return spriteFromPixels(pixels, 4);
});

describe('toMarkerPoints', () => {
  it('groups the places by colour in draw order (wishlist, planned, visited), keeping their order within a group', () => {
    const places = [
      place(1, 'visited', 10),
      place(2, 'wishlist', 20),
      place(3, 'visited', 30),
      place(4, 'planned', 40, 0, true),
    ];
    const points = toMarkerPoints(places);
    expect([...points.source]).toEqual([1, 3, 0, 2]);
    expect(points.groupEnd).toEqual([1, 2, 4]);
    expect([...points.video]).toEqual([0, 1, 0, 0]);
    expect(points.nx[0]).toBeCloseTo(normalizedX(20), 12);
    expect(points.ny[3]).toBeCloseTo(normalizedY(0), 12);
  });
});

describe('MarkerPainter', () => {
  const zoom = 3;
  const scale = worldSize(zoom);
  // A 200×100 canvas whose top-left corner sits on longitude 0, latitude 0.
  const view = { originX: scale / 2, originY: scale / 2, width: 200, height: 100, scale, ratio: 1 };
  const pixelAt = (painter: MarkerPainter, x: number, y: number) =>
    painter.raster.pixels[(y * view.width + x) * 4];
  const lngAt = (x: number) => (x / scale) * 360;

  it('paints only the markers that reach into the canvas', () => {
    const painter = new MarkerPainter();
    const points = toMarkerPoints([
      place(1, 'visited', lngAt(50), 0),
      place(2, 'visited', lngAt(-40), 0),
      place(3, 'visited', lngAt(150), 0),
    ]);
    expect(painter.paint(points, sprites, view)).toBe(2);
  });

  it('keeps the visited marker on top where markers overlap, and draws identical markers on one pixel once', () => {
    const painter = new MarkerPainter();
    const points = toMarkerPoints([
      place(1, 'visited', lngAt(50)),
      place(2, 'wishlist', lngAt(50)),
      place(3, 'wishlist', lngAt(50)),
    ]);
    expect(painter.paint(points, sprites, view)).toBe(2);
    // Visited is group 2 without video: kind 4.
    expect(pixelAt(painter, 50, 0)).toBe(4 * 40);
  });

  it('paints the markers of the next world copy when the canvas shows it', () => {
    const painter = new MarkerPainter();
    // The canvas starts 20 pixels before the antimeridian and reaches past it.
    const edge = { ...view, originX: scale - 20 };
    const points = toMarkerPoints([place(1, 'planned', -180 + lngAt(30), 0, true)]);
    expect(painter.paint(points, sprites, edge)).toBe(1);
    expect(pixelAt(painter, 50, 0)).toBe(3 * 40);
  });
});
