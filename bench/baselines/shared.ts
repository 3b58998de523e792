import { type MapNamesWire, type PlaceSummary } from '../../src/shared/map-data';
import { decodeMapData, withNames } from '../../src/shared/map-data-decode';

export const CENTER: [number, number] = [39.8283, -98.5795];
export const ZOOM = 5;
/** The places as GeoJSON, for MapLibre's URL source (the static proxy serves it, compressed). */
export const PLACES_GEOJSON = '/api/locations/places.geojson';

export async function loadPlaces(): Promise<PlaceSummary[]> {
  // Both parts of our map data, asked for at once (the baselines' popups show the names).
  const [data, names] = await Promise.all([fetch('/api/locations/map'), fetch('/api/locations/map/names')]);
  return withNames(decodeMapData(await data.arrayBuffer()), (await names.json()) as MapNamesWire);
}

/** Marks the moment every marker is on the map, after the browser painted it. */
export function markDrawn(count: number) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      performance.mark('fru:markers-drawn', { detail: { count } });
      document.body.dataset.markersDrawn = String(count);
    }),
  );
}
