import '../features/trips/visitor/trip-visitor.css';
import type { Map as LeafletMap } from 'leaflet';
import { routeUrl } from '#client/lib/api.ts';
import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import type { Trip, TripRoute } from '#shared/trips/trip-schema.ts';
import {
  drawRouteLines,
  drawStopMarkers,
  fitStops,
  routeZoomOf,
  type MapStop,
} from '../features/trips/visitor/route-lines-layer';
import { i18n } from '#client/lib/i18n.ts';
import type { Chrome } from './chrome';

// A trip's embed (/embed?trip=:id), a chunk of its own: the trip's numbered stops and its route's
// lines, fitted to the trip, with its title linking to its page. The server answered 404 for a
// trip that is not public, so a failed read here is a network's failure.

type GetJson = <T>(path: string) => Promise<T>;

/** Every stop of the trip in order, numbered through it. */
const stopsOf = (trip: Trip): MapStop[] =>
  trip.days
    .flatMap((day, dayIndex) => day.stops.map((stop) => ({ stop, dayIndex })))
    .map(({ stop, dayIndex }, index) => ({
      number: index + 1,
      dayIndex,
      name: stop.place.name,
      latitude: stop.place.latitude,
      longitude: stop.place.longitude,
    }));

/** Draws the trip on the embed's map; its lines are asked for again when the zoom crosses a band. */
export async function showTrip(
  id: number,
  map: LeafletMap,
  chrome: Chrome,
  getJson: GetJson,
  /** A path of the site in the embed's language. */
  onSite: (path: string) => string,
) {
  const element = map.getContainer();
  element.setAttribute('aria-label', i18n._('Map of the trip’s route'));
  let trip: Trip;
  try {
    trip = await getJson<Trip>(routeUrl(tripsRoutes.get, { params: { id: String(id) } }));
  } catch {
    chrome.setError(i18n._('Could not load the trip. Reload to try again.'));
    return;
  }
  chrome.showTrip({ title: trip.title, path: onSite(trip.path) });
  const stops = stopsOf(trip);
  chrome.setStops(stops.length);
  drawStopMarkers(map, stops, null);
  fitStops(map, stops, false);

  let shownZoom: number | undefined;
  let removeLines = () => {};
  const drawLines = async () => {
    const zoom = routeZoomOf(map.getZoom());
    if (zoom === shownZoom) return;
    shownZoom = zoom;
    try {
      const route = await getJson<TripRoute>(
        routeUrl(tripsRoutes.route, { params: { id: String(id) }, query: { zoom: String(zoom) } }),
      );
      // A later zoom's lines may have been asked for meanwhile: only the latest are drawn.
      if (zoom !== shownZoom) return;
      removeLines();
      removeLines = drawRouteLines(map, route, null).remove;
      // For tests and tools: how many lines the map draws.
      element.dataset.routeLines = String(route.features.length);
    } catch {
      shownZoom = undefined;
      chrome.setError(i18n._('Could not load the trip’s route. Reload to try again.'));
    }
  };
  map.on('zoomend', () => void drawLines());
  await drawLines();
}
