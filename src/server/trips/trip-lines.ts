import type { TripLines } from '#shared/api/trips.ts';
import type { Trip } from '#shared/trips/trip-schema.ts';
import { simplifyLine, tripRoute, type RouteTrack } from './route-lines';
import type { Position } from './track-file';

/** A public trip as the home map's lines need it: its stops, its tracks in full, and where it lies. */
export interface LinesTrip {
  trip: Pick<Trip, 'id' | 'title' | 'path' | 'days'>;
  tracks: readonly RouteTrack[];
  /** west, south, east, north of its stops and tracks. */
  bounds: Bbox;
}

/** west, south, east, north in degrees (west and east may lie past ±180 for a line that crosses it). */
export type Bbox = readonly [number, number, number, number];

/**
 * At most this many points in one answer: about 9 bytes each once gzipped (bench/trip-lines.ts),
 * so 200 trips stay under 300 KB at every zoom. Past it, the lines are simplified as for a lower zoom.
 */
export const MAX_POINTS = 24_000;
/** Each step past the budget simplifies as for this many zoom levels fewer (tolerance ×4). */
const ZOOM_STEP = 2;

type LineFeature = TripLines['features'][number];

/** The box around these lines' points. */
function lineBounds(lines: readonly (readonly Position[])[]): Bbox {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const line of lines)
    for (const [lon, lat] of line) {
      west = Math.min(west, lon);
      east = Math.max(east, lon);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  return [west, south, east, north];
}

/** The bounds of a trip: its stops and every point of its tracks. */
export const boundsOf = (trip: Pick<Trip, 'days'>, tracks: readonly RouteTrack[]): Bbox =>
  lineBounds([
    trip.days.flatMap((day) =>
      day.stops.map((stop): Position => [stop.place.longitude, stop.place.latitude]),
    ),
    ...tracks.flatMap((track) => track.lines),
  ]);

/** Whether two boxes meet, the view taken a world to either side as well (the map wraps). */
export function meets(a: Bbox, view: Bbox): boolean {
  return [-360, 0, 360].some(
    (shift) => a[0] <= view[2] + shift && a[2] >= view[0] + shift && a[1] <= view[3] && a[3] >= view[1],
  );
}

function featuresAt(trips: readonly LinesTrip[], zoom: number, view: Bbox | undefined): LineFeature[] {
  return trips.flatMap(({ trip, tracks }) =>
    tripRoute(trip, tracks, zoom)
      .features.filter((feature) => !view || meets(lineBounds([feature.geometry.coordinates]), view))
      .map(({ geometry, properties }) => ({
        type: 'Feature' as const,
        // Flights' arcs too: many long ones would otherwise fill the budget at any zoom.
        geometry: { type: 'LineString' as const, coordinates: simplifyLine(geometry.coordinates, zoom) },
        properties: {
          tripId: trip.id,
          title: trip.title,
          path: trip.path,
          kind: properties.kind,
          mode: properties.mode,
        },
      })),
  );
}

const pointsOf = (features: readonly LineFeature[]) =>
  features.reduce((sum, feature) => sum + feature.geometry.coordinates.length, 0);

/**
 * Every trip's lines at `zoom` (within `view` when given), simplified for that zoom; when they
 * hold more than `maxPoints`, simplified as for lower zooms until they fit (at zoom 0 they fit).
 */
export function tripLines(
  trips: readonly LinesTrip[],
  zoom: number,
  view?: Bbox,
  maxPoints = MAX_POINTS,
): TripLines {
  const shown = view ? trips.filter((trip) => meets(trip.bounds, view)) : trips;
  for (let at = zoom; ; at = Math.max(0, at - ZOOM_STEP)) {
    const features = featuresAt(shown, at, view);
    if (at === 0 || pointsOf(features) <= maxPoints) return { type: 'FeatureCollection', features };
  }
}
