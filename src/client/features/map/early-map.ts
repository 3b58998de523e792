import L from 'leaflet';
import { decodeMapData, type MapDataWire } from '../../../shared/map-data';
import { CanvasMarkersLayer } from './canvas-markers-layer';
import { recordMarkersDrawn } from './markers-drawn';
import { discardEarlyMap, earlyMapWanted, offerEarlyMap, type EarlyMap } from './early-handoff';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAP_ELEMENT_CLASS, MAP_OPTIONS } from './map-constants';

/**
 * Creates the home page's map and paints the visitor's places on it before the app has started:
 * Leaflet and the canvas layer, without React, as the embed does. `frame` lays the map where the
 * app's map view will be; the view takes the map over (early-handoff.ts) with its places, so
 * nothing is asked or drawn twice. Tiles come with the app, which knows the site's tile server.
 *
 * The map shows once its places have come: until then the page is the app's own (its loading
 * state), and without them it goes, for the app to ask again and say what went wrong.
 */
export function startEarlyMap(frame: HTMLElement): void {
  if (!earlyMapWanted()) return;
  // The page preloads the same request (src/server/preload.ts): this takes that answer.
  const places = fetch('/api/locations/map').then(async (response) => {
    if (!response.ok) throw new Error(`The places could not be loaded (${response.status}).`);
    return decodeMapData((await response.json()) as MapDataWire);
  });
  const element = document.createElement('div');
  element.className = MAP_ELEMENT_CLASS;
  frame.classList.add('invisible');
  frame.append(element);
  document.body.append(frame);
  const map = L.map(element, { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM, ...MAP_OPTIONS });
  // Browser tests turn a place into a pixel through it, as on the app's map (ExposeMapForTests).
  Object.defineProperty(element, 'leafletMap', { value: map, configurable: true, enumerable: false });
  const early: EarlyMap = {
    map,
    frame,
    markers: new CanvasMarkersLayer({
      onDraw: (drawn) => recordMarkersDrawn(element, drawn, { count: false }),
      // Kept for the app, which opens the place's popup once it has taken the map over.
      onMarkerClick: (place, at, by) => (early.opened = { place, at, by }),
    }),
  };
  const { markers } = early;
  offerEarlyMap(early, places);
  // The markers' layer (its canvas and sprites) in a task of its own: the start stays in short tasks.
  setTimeout(() => {
    if (element.isConnected) markers.addTo(map);
  });
  places.then(
    (list) => {
      markers.setPlaces(list);
      frame.classList.remove('invisible');
    },
    () => discardEarlyMap(),
  );
}
