import {
  decodeMapData,
  type MapDataWire,
  type MapNamesWire,
  type PlaceSummary,
} from '../../src/shared/map-data';
import { withNames } from '../../src/shared/map-names';

export const CENTER: [number, number] = [39.8283, -98.5795];
export const ZOOM = 5;
/** The places as GeoJSON, for MapLibre's URL source (the static proxy serves it, compressed). */
export const PLACES_GEOJSON = '/api/locations/places.geojson';

/** Every place with its name (each marker's title), the map data and the names read in parallel. */
export async function loadPlaces(): Promise<PlaceSummary[]> {
  const [map, names] = await Promise.all(
    ['/api/locations/map', '/api/locations/map/names'].map(async (url) => (await fetch(url)).json()),
  );
  return withNames(decodeMapData(map as MapDataWire), names as MapNamesWire).places;
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
