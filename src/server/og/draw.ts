import { Resvg } from '@resvg/resvg-js';
import pLimit from 'p-limit';
import type { ReactElement } from 'react';
import satori from 'satori';
import { SHARING_IMAGE_SIZE } from '#shared/place-head.ts';
import { unavailable } from '../errors';
import { loadAdditionalAsset, loadFonts } from './fonts';

/**
 * One image is drawn at a time in this process (a drawing takes a core for tens of milliseconds
 * and some megabytes); a few more wait their turn. Beyond them the server is busy: 503, try again.
 */
const drawing = pLimit(1);
export const MAX_WAITING_DRAWINGS = 8;
const RETRY_AFTER_SECONDS = 5;

const busy = () =>
  unavailable('Sharing images are being drawn; please try again in a few seconds.', RETRY_AFTER_SECONDS);

/** Images waiting for their turn or being drawn now. */
export const drawingsQueued = () => drawing.activeCount + drawing.pendingCount;

/** Renders an element tree (satori) to SVG, then to a 1200 × 630 PNG (resvg). */
async function render(element: ReactElement): Promise<Buffer> {
  const svg = await satori(element, { ...SHARING_IMAGE_SIZE, fonts: await loadFonts(), loadAdditionalAsset });
  // Only the fonts satori embedded as paths are needed: the system's are never read.
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * Draws an image in its turn. `build` gathers what it shows (reads and resizes a photo, projects
 * the map) inside the turn too, so that at most one image's worth of pixels is in memory.
 */
export function drawImage(build: () => Promise<ReactElement>): Promise<Buffer> {
  if (drawing.pendingCount >= MAX_WAITING_DRAWINGS) return Promise.reject(busy());
  return drawing(async () => render(await build()));
}
