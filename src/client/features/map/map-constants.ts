import type { LatLngTuple } from 'leaflet';
import { SPEC_VIEW } from '#shared/spec-view.ts';

/** The spec's default view: central US (the home map opens there unless the owner chose otherwise). */
export const DEFAULT_CENTER: LatLngTuple = [SPEC_VIEW[0], SPEC_VIEW[1]];
export const DEFAULT_ZOOM = SPEC_VIEW[2];
/** A place's page opens its map this close: the place with its surroundings and neighbours. */
export const FOCUS_ZOOM = 11;
/** The ring around the place a page is about, clear of its marker's halo. */
export const FOCUS_RING_RADIUS = 15;
/** Below this the world repeats side by side and markers would only show on one copy. */
export const MIN_ZOOM = 2;
export const MAX_ZOOM = 19;

export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const POPUP_MIN_WIDTH = 320;
export const POPUP_MAX_WIDTH = 380;
/** Height kept free below an opening popup, clear of the page's floating action buttons. */
export const FLOATING_BUTTON_ROOM = 80;
/** Room an open popup keeps from the map's edges. */
export const POPUP_EDGE_ROOM = 16;
/** Room the popup keeps free around it inside the map (Leaflet's wrapper margins and tip). */
export const POPUP_SIDE_ROOM = 56;

/** Marker geometry in CSS pixels. */
export const MARKER_RADIUS = 7;
export const MARKER_OUTLINE = 2;
export const VIDEO_DOT_RADIUS = 3.5;
/** The video dot sits on the marker's upper-right rim. */
export const VIDEO_DOT_OFFSET = 5.5;
export const VIDEO_DOT_COLOR = '#dc2626';
/** A touch or click this close to a marker's centre hits it (a little larger than the marker). */
export const HIT_RADIUS = 11;
/**
 * The arrow keys move the map this many pixels, and Enter opens the place nearest the centre
 * within the ring map.css draws (3.5rem across): any point can be brought inside it.
 */
export const KEYBOARD_PAN_STEP = 40;
export const KEYBOARD_HIT_RADIUS = 28;

/** Results are brought into view no closer than this: one place shows with its town around it. */
export const RESULTS_MAX_ZOOM = 10;
/** Room kept around results brought into view, clear of the map's corner controls. */
export const RESULTS_PADDING = 56;
/** Typing settles this long before the map moves, so it does not fly off at every keystroke. */
export const RESULTS_SETTLE_MS = 300;
/** How long a flight to results, a place or the default view takes. */
export const FLY_SECONDS = 1.2;

/** What a popup says of a place whose name has not come yet (a visitor's names come apart). */
export const PLACE_LOADING = /*i18n*/ 'Loading place…';

/** The options every map of the places starts with (the home page's, a place page's, the embed's). */
export const MAP_OPTIONS = {
  minZoom: MIN_ZOOM,
  maxZoom: MAX_ZOOM,
  worldCopyJump: true,
  keyboardPanDelta: KEYBOARD_PAN_STEP,
} as const;

/** The Leaflet map's own element fills the map view; its background shows until tiles come. */
export const MAP_ELEMENT_CLASS = 'absolute inset-0 isolate z-0 bg-slate-200';
