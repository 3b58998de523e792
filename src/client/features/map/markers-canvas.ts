import L from 'leaflet';
import { formatCount } from '#shared/format-count.ts';

/**
 * Listens on the markers' canvas, doing nothing (the map's own handler, on its container, finds the
 * marker). Chromium moves a fingertip's tap to the nearest element that answers clicks and is not
 * an ancestor of another one; the container also holds the zoom buttons, so without this a tap on
 * a marker a few pixels from "−" was moved onto it and zoomed out.
 */
const markTappable = () => {};

/** What a screen reader hears for the markers' canvas. */
export const markersLabel = (count: number) => `Map of ${formatCount(count)} places`;

/** The one <canvas> the markers are painted on, animated with the map's zoom and tappable. */
export function createMarkersCanvas(count: number): HTMLCanvasElement {
  const canvas = L.DomUtil.create('canvas', 'leaflet-zoom-animated');
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', markersLabel(count));
  // Taps on it bubble to the map's container, which finds the marker (placeAt).
  canvas.addEventListener('click', markTappable);
  return canvas;
}
