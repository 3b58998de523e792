import {
  MARKER_OUTLINE,
  MARKER_RADIUS,
  VIDEO_DOT_COLOR,
  VIDEO_DOT_OFFSET,
  VIDEO_DOT_RADIUS,
} from './map-constants';
import { spriteFromPixels, type Sprite } from './marker-raster';
import { OFFSET_PLAIN, OFFSET_VIDEO, SPRITES_PER_STATUS, spriteBase } from './marker-slots';

/** Reaches past the video dot's outline, so nothing is cut off. */
const HALF_CSS = 10;
const HALO_COLOR = 'rgba(15, 23, 42, 0.28)';
const HALO_WIDTH = 0.75;

/** Every marker sprite drawn side by side on one canvas: sprite k's square starts at x = k * size. */
export interface MarkerSheet {
  canvas: HTMLCanvasElement;
  /** The side of each sprite's square, in device pixels. */
  size: number;
  /** How many sprites the sheet holds. */
  count: number;
}

/**
 * Per slot's colour (marker-slots.ts), a sprite without and one with the red video dot, at the
 * slot's OFFSET_PLAIN and OFFSET_VIDEO; drawn once by the canvas at the device pixel ratio so
 * markers stay crisp on every screen.
 */
export function drawMarkerSheet(colors: readonly string[], ratio: number): MarkerSheet | undefined {
  const size = Math.ceil(HALF_CSS * ratio) * 2;
  const count = colors.length * SPRITES_PER_STATUS;
  const canvas = document.createElement('canvas');
  canvas.width = size * count;
  canvas.height = size;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return undefined;
  ctx.scale(ratio, ratio);
  for (const [slot, color] of colors.entries()) {
    for (const offset of [OFFSET_PLAIN, OFFSET_VIDEO]) {
      const centre = ((spriteBase(slot) + offset) * size + size / 2) / ratio;
      const middle = size / 2 / ratio;
      // A faint dark halo keeps the white outline visible on pale tiles.
      circle(ctx, centre, middle, MARKER_RADIUS + MARKER_OUTLINE / 2 + HALO_WIDTH, HALO_COLOR);
      circle(ctx, centre, middle, MARKER_RADIUS, color, '#ffffff', MARKER_OUTLINE);
      if (offset === OFFSET_VIDEO)
        circle(
          ctx,
          centre + VIDEO_DOT_OFFSET,
          middle - VIDEO_DOT_OFFSET,
          VIDEO_DOT_RADIUS,
          VIDEO_DOT_COLOR,
          '#ffffff',
          1.5,
        );
    }
  }
  return { canvas, size, count };
}

/** The sheet's sprites as the marker raster stamps them (marker-raster.ts). */
export function createMarkerSprites(colors: readonly string[], ratio: number): Sprite[] {
  const sheet = drawMarkerSheet(colors, ratio);
  const ctx = sheet?.canvas.getContext('2d', { willReadFrequently: true });
  if (!sheet || !ctx) return [];
  const { size, count } = sheet;
  return Array.from({ length: count }, (_, k) =>
    spriteFromPixels(ctx.getImageData(k * size, 0, size, size).data, size),
  );
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
