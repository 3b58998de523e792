import L, { type Map as LeafletMap } from 'leaflet';
import type { ReadyView } from '#shared/opening-view.ts';
import { FLY_SECONDS, MIN_ZOOM, RESULTS_MAX_ZOOM, RESULTS_PADDING } from './map-constants';

/**
 * Shows a ready view: a centre and zoom, or a box fitted as results are (clear of the corner
 * controls). A box wider than the map at its least zoom lowers that zoom: every place shows.
 */
export function showView(map: LeafletMap, view: Readonly<ReadyView>, animate = false): void {
  const [a, b, c, d] = view;
  if (d === undefined) {
    if (animate) map.flyTo([a, b], c, { duration: FLY_SECONDS });
    else map.setView([a, b], c, { animate: false });
    return;
  }
  const bounds = L.latLngBounds([a, b], [c, d]);
  // Room for the corner controls, less on a phone: places spread over the world still fit.
  const room = Math.min(RESULTS_PADDING, map.getSize().x / 16);
  const padding = L.point(room, room);
  // getBoundsZoom keeps within the least zoom: asked with none, then that lowered if need be.
  map.setMinZoom(0);
  map.setMinZoom(Math.min(MIN_ZOOM, map.getBoundsZoom(bounds, false, padding.multiplyBy(2))));
  const options = { padding, maxZoom: RESULTS_MAX_ZOOM };
  if (animate) map.flyToBounds(bounds, { ...options, duration: FLY_SECONDS });
  else map.fitBounds(bounds, { ...options, animate: false });
}
