import L from 'leaflet';
import { decodeMapDataInSlices } from '#shared/map-data.ts';
import { CanvasMarkersLayer } from './canvas-markers-layer';
import { prepareMarkerPainting } from './first-paint';
import { recordMarkersDrawn } from './markers-drawn';
import {
  discardEarlyMap,
  earlyMapWanted,
  offerEarlyMap,
  type EarlyMap,
  type EarlyPaint,
} from './early-handoff';
import { MAP_ELEMENT_CLASS, MAP_OPTIONS } from './map-constants';
import { showView } from './opening-view';
import { pageView } from './page-view';
import { SPEC_VIEW } from '#shared/spec-view.ts';

/**
 * Takes over the early paint (src/client/early-paint.ts): creates the home page's map in its frame
 * and draws the visitor's places with Leaflet and the canvas layer, without React, before the app
 * has started, as the embed does; the early paint's markers stay until the layer draws the same
 * ones. The frame lays the map where the app's map view will be; the view takes the map over
 * (early-handoff.ts) with its places, so nothing is asked or drawn twice. Tiles come with the
 * app, which knows the site's tile server.
 *
 * The map shows once its places have come; without them it goes with the early paint, for the app
 * to ask again and say what went wrong.
 */
export function startEarlyMap(painted: EarlyPaint): void {
  if (!earlyMapWanted()) return;
  const { frame } = painted;
  // A long list is decoded in slices, each a task of its own: the page stays responsive.
  const places = painted.wire.then((wire) => decodeMapDataInSlices(wire));
  const element = document.createElement('div');
  element.className = MAP_ELEMENT_CLASS;
  // Hidden until its places are drawn: the early paint's markers show meanwhile.
  element.classList.add('invisible');
  frame.prepend(element);
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
      // The view the server wrote into the page (the owner's choice).
      showView(map, pageView() ?? SPEC_VIEW);
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
      // The early paint's markers stay until the layer draws the same ones (it painted them first).
      if (painted.painted) markers.coverUntilDrawn(painted.painted.canvas, painted.painted.at);
      markers.setPlaces(list);
      element.classList.remove('invisible');
    },
    () => discardEarlyMap(),
  );
}
