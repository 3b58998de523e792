import L from 'leaflet';
import { decodeMapDataInSlices, type MapDataWire } from '../../../shared/map-data';
import { CanvasMarkersLayer } from './canvas-markers-layer';
import { prepareMarkerPainting } from './first-paint';
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
    // A long list is decoded in slices, each a task of its own: the page stays responsive.
    return decodeMapDataInSlices((await response.json()) as MapDataWire);
  });
  const element = document.createElement('div');
  element.className = MAP_ELEMENT_CLASS;
  frame.classList.add('invisible');
  frame.append(element);
  document.body.append(frame);
  // No view yet: setting one reads the element's size, which would lay the whole page out inside
  // this task. The view and the markers come once the browser has laid the page out itself.
  const map = L.map(element, MAP_OPTIONS);
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
    start: () => {
      // Started once the markers' layer is on the map.
      if (map.hasLayer(markers)) return;
      map.setView(DEFAULT_CENTER, DEFAULT_ZOOM);
      markers.addTo(map);
      // The painting code gets ready now, before the markers' first paint (a frame later), which
      // would otherwise run it cold in one long task.
      prepareMarkerPainting();
    },
  };
  const { markers } = early;
  offerEarlyMap(early, places);
  // In a task of its own after the page's first frame: the start stays in short tasks.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (element.isConnected) early.start();
    }),
  );
  places.then(
    (list) => {
      markers.setPlaces(list);
      frame.classList.remove('invisible');
    },
    () => discardEarlyMap(),
  );
}
