import L, { type LatLngTuple, type Map as LeafletMap } from 'leaflet';
import { canvas, divIcon, featureGroup, marker, polyline } from '#client/lib/leaflet/extras.js';
import type { TransportMode } from '#shared/trips/trip.ts';
import type { TripRoute } from '#shared/trips/trip-schema.ts';
import { inNextTask } from './next-task';

/**
 * Every Leaflet vector layer and marker of a trip's map lives here: the route's lines and the
 * numbered stops, from Leaflet's extras (the home map's core leaves them out).
 */

/** A stop as the map draws it: its number in the whole trip and the day it belongs to. */
export interface MapStop {
  number: number;
  dayIndex: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** Line colours by mode (recorded tracks in the site's teal); contrast kept on light and dark tiles. */
const MODE_COLORS: Record<TransportMode, string> = {
  walk: '#15803d',
  bike: '#65a30d',
  car: '#b45309',
  bus: '#c2410c',
  train: '#7c3aed',
  ferry: '#0369a1',
  boat: '#0e7490',
  flight: '#be185d',
};
const TRACK_COLOR = '#0f766e';
const LEG_COLOR = '#475569';
const LINE_WEIGHT = 4;
const ACTIVE_WEIGHT = 6;
/** The lines of days not being read stay, quieter. */
const DIMMED_OPACITY = 0.35;
/** Flights are dashed: a straight-looking arc is not a road. */
const FLIGHT_DASH = '8 8';
/** Room kept around stops fitted into view, clear of the zoom buttons. */
const FIT_PADDING: [number, number] = [40, 40];
/** A single stop is shown this close, with its town around it. */
const FIT_MAX_ZOOM = 13;

type RouteFeature = TripRoute['features'][number];

/** The route is asked for again only when the zoom crosses a band: lines simplified for it, few requests. */
const ZOOM_BAND = 3;
/** The zoom a band's route is drawn for: its closest, so its lines stay smooth over the band. */
export const routeZoomOf = (zoom: number) =>
  Math.min(20, Math.floor(zoom / ZOOM_BAND) * ZOOM_BAND + ZOOM_BAND - 1);

/** A line's colour: its mode's, teal for a recorded track (the home map's trip lines share it). */
export const colorOf = (feature: { properties: Pick<RouteFeature['properties'], 'kind' | 'mode'> }) =>
  feature.properties.kind === 'track'
    ? TRACK_COLOR
    : feature.properties.mode
      ? MODE_COLORS[feature.properties.mode]
      : LEG_COLOR;

/** What a drawn layer offers its map: the day being read shown, and its removal. */
export interface DrawnLayer {
  /** The day being read drawn bolder, the others quieter; null: every day alike. */
  highlight: (activeDay: number | null) => void;
  remove: () => void;
}

const lineStyle = (feature: RouteFeature, activeDay: number | null) => {
  const { dayIndex } = feature.properties;
  const active = activeDay === null || dayIndex === null || dayIndex === activeDay;
  return {
    weight: activeDay !== null && dayIndex === activeDay ? ACTIVE_WEIGHT : LINE_WEIGHT,
    opacity: active ? 0.9 : DIMMED_OPACITY,
  };
};

/**
 * The route's lines, on the map's one canvas for them (made with its first lines, kept until the
 * map goes: a canvas removed while a redraw was pending threw in that redraw). Following the day
 * being read restyles the lines where they are: a new day made every line again (bench/trip-page.ts).
 */
export function drawRouteLines(map: LeafletMap, route: TripRoute, activeDay: number | null): DrawnLayer {
  const group = featureGroup();
  // One canvas for every line: SVG made a path element per line, laid out and re-projected on each zoom.
  const renderer = canvasOf(map);
  const lines = route.features.map((feature) =>
    polyline(
      feature.geometry.coordinates.map(([lng, lat]): LatLngTuple => [lat, lng]),
      {
        color: colorOf(feature),
        ...lineStyle(feature, activeDay),
        dashArray: feature.properties.mode === 'flight' ? FLIGHT_DASH : undefined,
        interactive: false,
        renderer,
      },
    ).addTo(group),
  );
  group.addTo(map);
  let removed = false;
  return {
    highlight: (day) => {
      if (!removed) lines.forEach((line, i) => line.setStyle(lineStyle(route.features[i]!, day)));
    },
    remove: () => {
      removed = true;
      group.remove();
    },
  };
}

const canvases = new WeakMap<LeafletMap, ReturnType<typeof canvas>>();
const canvasOf = (map: LeafletMap) => {
  const made = canvases.get(map) ?? canvas();
  canvases.set(map, made);
  return made;
};

/** Pins made per task: a trip of 2,000 stops never holds the page in one long task (bench/trip-page.ts). */
const PINS_PER_TASK = 100;
const DIMMED_CLASS = 'trip-stop-marker--dimmed';

/**
 * The stops as numbered pins (their name as the title, read by screen readers), made a hundred per
 * task; following the day being read dims the others where they are. Returns the layer's handles.
 */
export function drawStopMarkers(
  map: LeafletMap,
  stops: readonly MapStop[],
  activeDay: number | null,
): DrawnLayer {
  const group = L.layerGroup().addTo(map);
  const pins: { stop: MapStop; pin: ReturnType<typeof marker> }[] = [];
  let day = activeDay;
  const dimmed = (stop: MapStop) => day !== null && stop.dayIndex !== day;
  const show = ({ stop, pin }: (typeof pins)[number]) => {
    pin.getElement()?.classList.toggle(DIMMED_CLASS, dimmed(stop));
    pin.setZIndexOffset(dimmed(stop) ? 0 : 1000);
  };
  let cancel = () => {};
  const makeSome = (from: number) => {
    for (const stop of stops.slice(from, from + PINS_PER_TASK)) {
      const pin = marker([stop.latitude, stop.longitude], {
        // The number only: names go in as text (title, alt), never as HTML.
        icon: divIcon({ className: 'trip-stop-marker', html: String(stop.number), iconSize: [26, 26] }),
        title: `${stop.number}. ${stop.name}`,
        alt: `${stop.number}. ${stop.name}`,
        keyboard: false,
      }).addTo(group);
      pins.push({ stop, pin });
      show({ stop, pin });
    }
    if (from + PINS_PER_TASK < stops.length) cancel = inNextTask(() => makeSome(from + PINS_PER_TASK));
  };
  // The first pins too come a task after the map is made: made with it, they lengthened its task.
  cancel = inNextTask(() => makeSome(0));
  return {
    highlight: (next) => {
      day = next;
      pins.forEach(show);
    },
    remove: () => {
      cancel();
      group.remove();
    },
  };
}

/** Brings the stops into view (one stop: close in); without motion when the visitor asks for none. */
export function fitStops(
  map: LeafletMap,
  stops: readonly Pick<MapStop, 'latitude' | 'longitude'>[],
  animate: boolean,
) {
  if (stops.length === 0) return;
  const bounds = L.latLngBounds(stops.map((stop): LatLngTuple => [stop.latitude, stop.longitude]));
  map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate });
}
