import {
  MARKER_OUTLINE,
  MARKER_RADIUS,
  VIDEO_DOT_COLOR,
  VIDEO_DOT_OFFSET,
  VIDEO_DOT_RADIUS,
} from './map-constants';
import { spriteFromPixels, type Sprite } from './marker-raster';
import { OFFSET_PLAIN, OFFSET_VIDEO, spriteBase } from './marker-slots';

/** Reaches past the video dot's outline, so nothing is cut off. */
const HALF_CSS = 10;
const HALO_COLOR = 'rgba(15, 23, 42, 0.28)';
const HALO_WIDTH = 0.75;

/**
 * Per slot's colour (marker-slots.ts), a sprite without and one with the red video dot, at the
 * slot's OFFSET_PLAIN and OFFSET_VIDEO; drawn once by the canvas at the device pixel ratio so
 * markers stay crisp on every screen.
 */
export function createMarkerSprites(colors: readonly string[], ratio: number): Sprite[] {
  const size = Math.ceil(HALF_CSS * ratio) * 2;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return [];
  const centre = size / 2 / ratio;
  const sprites: Sprite[] = [];
  for (const [slot, color] of colors.entries()) {
    for (const offset of [OFFSET_PLAIN, OFFSET_VIDEO]) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, size, size);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      // A faint dark halo keeps the white outline visible on pale tiles.
      circle(ctx, centre, centre, MARKER_RADIUS + MARKER_OUTLINE / 2 + HALO_WIDTH, HALO_COLOR);
      circle(ctx, centre, centre, MARKER_RADIUS, color, '#ffffff', MARKER_OUTLINE);
      if (offset === OFFSET_VIDEO)
        circle(
          ctx,
          centre + VIDEO_DOT_OFFSET,
          centre - VIDEO_DOT_OFFSET,
          VIDEO_DOT_RADIUS,
          VIDEO_DOT_COLOR,
          '#ffffff',
          1.5,
        );
      sprites[spriteBase(slot) + offset] = spriteFromPixels(ctx.getImageData(0, 0, size, size).data, size);
    }
  }
  return sprites;
}

function circle(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  radius: number,
  fill: string,
  stroke?: string,
  lineWidth = 1,
) {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  if (stroke) {
    ctx.lineWidth = lineWidth;
    ctx.strokeStyle = stroke;
    ctx.stroke();
  }
}
