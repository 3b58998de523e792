import L from 'leaflet';
import { circleMarker, popup } from '#client/lib/leaflet/extras.js';
import type { PlaceSummary } from '#shared/map-data.ts';
import { CanvasMarkersLayer, type OpenedBy } from '../features/map/canvas-markers-layer';
import { recordMarkersDrawn } from '../features/map/markers-drawn';
import type { ReadyView } from '#shared/opening-view.ts';
import {
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  MAP_OPTIONS,
  MAX_ZOOM,
  OSM_ATTRIBUTION,
} from '../features/map/map-constants';
import { showView } from '../features/map/opening-view';
import { popupContent } from './chrome';

/** How close a place's embed shows it, and the closest a set of places is fitted at. */
const PLACE_ZOOM = 11;
const FIT_MAX_ZOOM = 10;
const FIT_PADDING: L.PointTuple = [24, 24];
/** The ring around the place a place's embed is about (the brand's teal). */
const HIGHLIGHT = { radius: 15, color: '#0f766e', weight: 4, fill: false, interactive: false } as const;

export interface EmbedMap {
  /** The Leaflet map itself, for what a trip's embed draws on it. */
  leaflet: L.Map;
  setTiles(url: string): void;
  /**
   * Shows these places; `focus` is the one a place's embed is about, else the view is `opening`
   * (the home map's, for every place) or fits them all (a filter's).
   */
  setPlaces(places: readonly PlaceSummary[], focus?: PlaceSummary, opening?: Readonly<ReadyView>): void;
}

/**
 * The map of the embed: plain Leaflet with the site map's canvas layer (one canvas for every
 * marker), a popup per clicked place. Its element records the marker count and the first draw
 * (`data-marker-count`, `data-markers-drawn`), as the site's map does, for tests.
 */
export function createEmbedMap(
  element: HTMLElement,
  /** A place's page on the site, in the embed's language. */
  placeHref: (place: PlaceSummary) => string,
): EmbedMap {
  const map = L.map(element, { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM, ...MAP_OPTIONS });
  // Leaflet sets tabindex on its element; the label and description stay as the chrome set them.
  Object.defineProperty(element, 'leafletMap', { value: map, configurable: true, enumerable: false });

  const open = (place: PlaceSummary, at: L.LatLng, by: OpenedBy) => {
    const content = popupContent(place, placeHref(place));
    // Leaflet's Escape works only while the map itself has focus; inside the popup it is ours.
    content.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') map.closePopup();
    });
    popup({ className: 'embed-popup-frame', maxWidth: 260 }).setLatLng(at).setContent(content).openOn(map);
    // Opened from the keyboard, focus goes into the popup.
    if (by === 'keyboard') content.querySelector('a')?.focus();
  };
  // A popup that closes with the focus inside it gives the focus back to the map.
  map.on('popupclose', (event) => {
    const active = document.activeElement;
    if (!active || active === document.body || event.popup.getElement()?.contains(active)) element.focus();
  });

  const layer = new CanvasMarkersLayer({
    onMarkerClick: open,
    onDraw: (drawn) => recordMarkersDrawn(element, drawn),
  }).addTo(map);
  let highlight: L.CircleMarker | undefined;

  return {
    leaflet: map,
    setTiles(url) {
      L.tileLayer(url, { attribution: OSM_ATTRIBUTION, maxZoom: MAX_ZOOM }).addTo(map);
    },
    setPlaces(places, focus, opening) {
      layer.setPlaces(places);
      highlight?.remove();
      if (focus) {
        const at = L.latLng(focus.latitude, focus.longitude);
        highlight = circleMarker(at, HIGHLIGHT).addTo(map);
        map.setView(at, PLACE_ZOOM, { animate: false });
      } else if (opening) {
        showView(map, opening);
      } else if (places.length > 0) {
        const bounds = L.latLngBounds(places.map((p) => [p.latitude, p.longitude]));
        map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
      }
    },
  };
}
