import { MarkerPainter, toMarkerPoints } from './marker-painter';
import type { Sprite } from './marker-raster';
import { MARKER_SLOTS } from './marker-slots';
import { createMarkerSprites } from './marker-sprites';

let drawn: { ratio: number; list: Sprite[] } | null = null;
let warmedAt = 0;

/** The marker sprites at a device pixel ratio, drawn once and shared by every marker layer. */
export function markerSprites(ratio: number): Sprite[] {
  if (drawn?.ratio !== ratio) drawn = { ratio, list: createMarkerSprites(MARKER_SLOTS.colors, ratio) };
  return drawn.list;
}

/** Made-up markers the warm-up paints: enough for the engine to optimise the painting code. */
const WARM_UP_MARKERS = 600;

/**
 * Gets the markers' first paint ready in a task of its own while the page starts: draws the
 * sprites and paints a small made-up crowd once, into a raster nobody sees. Otherwise the first
 * paint runs code the engine has not optimised yet: at 1,551 places it took 17–38 ms, against
 * 5–17 ms for painting the same view again at once.
 */
export function prepareMarkerPainting(ratio = window.devicePixelRatio || 1): void {
  // Once is enough: later maps (another page, back home) find the code ready.
  if (warmedAt === ratio) return;
  warmedAt = ratio;
  const sprites = markerSprites(ratio);
  const statuses = [...MARKER_SLOTS.slotOf.keys()];
  const places = Array.from({ length: WARM_UP_MARKERS }, (_, i) => ({
    latitude: ((i * 37) % 120) - 60,
    longitude: ((i * 53) % 340) - 170,
    hasVideo: i % 3 === 0,
    status: statuses[i % statuses.length]!,
  }));
  // The whole world in 256 pixels (zoom 0): every marker lands in the view, many on others.
  new MarkerPainter().paint(toMarkerPoints(places), sprites, {
    originX: 0,
    originY: 0,
    width: 256,
    height: 256,
    scale: 256,
    ratio,
  });
}
