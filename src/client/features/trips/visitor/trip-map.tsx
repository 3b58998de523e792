import 'leaflet/dist/leaflet.css';
import './trip-visitor.css';
import { useEffect, useRef } from 'react';
import { MapContainer, useMap, useMapEvents } from '#client/lib/leaflet/react.tsx';
import type { TripRoute } from '#shared/trips/trip-schema.ts';
import { ThemedTileLayer } from '#client/components/map/themed-tile-layer.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { inNextTask } from './next-task';
import {
  drawRouteLines,
  drawStopMarkers,
  fitStops,
  routeZoomOf,
  type DrawnLayer,
  type MapStop,
} from './route-lines-layer';

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const MAX_ZOOM = 19;
const MIN_ZOOM = 2;
export { routeZoomOf };

/** The band the map opens in, before it fits the stops. */
export const FIRST_ROUTE_ZOOM = routeZoomOf(6);

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface TripMapProps {
  stops: readonly MapStop[];
  /** The route's lines for the zoom band last reported through `onRouteZoom` (the page asks for them). */
  route: TripRoute | undefined;
  onRouteZoom: (zoom: number) => void;
  /** The day being read (0-based): the map shows its stops and highlights its lines. */
  activeDay: number | null;
}

/** The trip's map: its route's lines and numbered stops, following the day being read. */
export function TripMap(props: TripMapProps) {
  const { stops } = props;
  const first = stops[0];
  return (
    <MapContainer
      className="trip-map h-full w-full"
      center={first ? [first.latitude, first.longitude] : [20, 0]}
      zoom={first ? 6 : MIN_ZOOM}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      worldCopyJump
      scrollWheelZoom={false}
    >
      <ThemedTileLayer attribution={OSM_ATTRIBUTION} maxZoom={MAX_ZOOM} />
      <RouteLines {...props} />
    </MapContainer>
  );
}

function RouteLines({ stops, route, onRouteZoom, activeDay }: TripMapProps) {
  const map = useMap();
  useMapEvents({ zoomend: () => onRouteZoom(routeZoomOf(map.getZoom())) });

  useEffect(() => {
    const element = map.getContainer();
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', i18n._('Map of the trip’s route'));
    // Browser tests and bench/trip-page.ts reach the Leaflet map through its element (not enumerable).
    Object.defineProperty(element, 'leafletMap', { value: map, configurable: true, enumerable: false });
    return () => void delete (element as unknown as { leafletMap?: unknown }).leafletMap;
  }, [map]);

  const lines = useRef<DrawnLayer | undefined>(undefined);
  const pins = useRef<DrawnLayer | undefined>(undefined);
  const day = useRef(activeDay);
  day.current = activeDay;

  // The lines are drawn in a task of their own, not in the one that made the map or changed the zoom.
  useEffect(() => {
    if (!route) return undefined;
    let drawn: DrawnLayer | undefined;
    const cancel = inNextTask(() => {
      drawn = drawRouteLines(map, route, day.current);
      lines.current = drawn;
      // When the route's lines were last drawn (ms since navigation), for bench/trip-page.ts.
      map.getContainer().dataset.routeDrawn = String(Math.round(performance.now()));
    });
    return () => {
      cancel();
      drawn?.remove();
    };
  }, [map, route]);
  useEffect(() => {
    const drawn = drawStopMarkers(map, stops, day.current);
    pins.current = drawn;
    return drawn.remove;
  }, [map, stops]);
  // Following the day restyles what is drawn; nothing is made again.
  useEffect(() => {
    lines.current?.highlight(activeDay);
    pins.current?.highlight(activeDay);
  }, [activeDay]);

  // The whole trip first, then the day being read.
  useEffect(() => {
    const shown = activeDay === null ? stops : stops.filter((stop) => stop.dayIndex === activeDay);
    fitStops(map, shown, activeDay !== null && !reducedMotion());
  }, [map, stops, activeDay]);
  return null;
}
