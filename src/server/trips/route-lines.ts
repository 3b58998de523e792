import simplify from 'simplify-js';
import { haversineMeters } from '#shared/geo/haversine.ts';
import type { TransportMode } from '#shared/trips/trip.ts';
import type { Trip, TripRoute } from '#shared/trips/trip-schema.ts';
import { tripDistanceKm as tripDistanceOfLengths } from '../db/trips-distance';
import type { Line, Position } from './track-file';

/** A track as the route needs it: which day it covers (null: the whole trip) and its lines. */
export interface RouteTrack {
  id: number;
  dayIndex: number | null;
  lines: readonly Line[];
}

/** The map's tiles are 256 px wide: at zoom z the world is 256·2^z pixels. */
const TILE_PX = 256;
/** Detail under this many pixels cannot be seen, so it is simplified away. */
const TOLERANCE_PX = 1;
/** Coordinates are rounded to a tenth of the tolerance: invisible, and a third of the bytes. */
const ROUNDING_STEPS = 10;
/** Points simplified at once: simplify-js recurses up to this deep. */
const SIMPLIFY_PIECE = 2_000;
/** A flight's arc gets a point every this many kilometres, within these bounds. */
const ARC_STEP_KM = 100;
const ARC_POINTS_MIN = 8;
const ARC_POINTS_MAX = 64;

/** Degrees of longitude a pixel spans at the equator at `zoom`: the simplification's tolerance. */
export const toleranceForZoom = (zoom: number) => (360 / (TILE_PX * 2 ** zoom)) * TOLERANCE_PX;

/** Decimal places that keep a tenth of the tolerance (zoom 3: 3 places, zoom 14: 6). */
const decimalsForZoom = (zoom: number) =>
  Math.min(6, Math.max(1, Math.ceil(-Math.log10(toleranceForZoom(zoom) / ROUNDING_STEPS))));

const roundTo = (decimals: number) => {
  const factor = 10 ** decimals;
  return (value: number) => Math.round(value * factor) / factor;
};

/** A line simplified (Ramer–Douglas–Peucker, simplify-js) to what `zoom` can show, rounded to match. */
export function simplifyLine(line: readonly Position[], zoom: number): Line {
  const round = roundTo(decimalsForZoom(zoom));
  // simplify-js recurses once per kept point: a long zigzag (60,000 points) overflows the stack, so
  // the line is simplified in pieces that share their ends.
  const points = [];
  for (let start = 0; start < line.length - 1 || start === 0; start += SIMPLIFY_PIECE) {
    const piece = line.slice(start, start + SIMPLIFY_PIECE + 1).map(([x, y]) => ({ x, y }));
    points.push(...simplify(piece, toleranceForZoom(zoom)).slice(start === 0 ? 0 : 1));
  }
  const rounded = points.map(({ x, y }): Position => [round(x), round(y)]);
  // Simplification keeps the ends: a line of two points stays a line.
  return rounded.length >= 2
    ? rounded
    : [...line.slice(0, 1), ...line.slice(-1)].map(([x, y]) => [round(x), round(y)]);
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Kilometres between two positions along the great circle (the one haversine of the site). */
export const legKm = (a: Position, b: Position) => haversineMeters(a[1], a[0], b[1], b[0]) / 1000;

/** A line's length in kilometres, point to point. */
export function trackDistanceKm(lines: readonly (readonly Position[])[]): number {
  let km = 0;
  for (const line of lines) for (let i = 1; i < line.length; i++) km += legKm(line[i - 1]!, line[i]!);
  return km;
}

/**
 * Longitudes made continuous (179 → 181 rather than → -179), so a line that crosses the
 * antimeridian is drawn across it rather than around the world.
 */
function unwrap(line: Position[]): Position[] {
  for (let i = 1; i < line.length; i++) {
    const [lon, lat] = line[i]!;
    const previous = line[i - 1]![0];
    line[i] = [lon + 360 * Math.round((previous - lon) / 360), lat];
  }
  return line;
}

/**
 * The great-circle arc between two positions, by spherical linear interpolation of their unit
 * vectors. Our own dozen lines rather than @turf/great-circle: the contract's route has LineStrings
 * only, and that library splits arcs over the antimeridian into MultiLineStrings.
 */
export function greatCircle(a: Position, b: Position): Line {
  const vector = ([lon, lat]: Position) => {
    const [l, p] = [toRadians(lon), toRadians(lat)];
    return [Math.cos(p) * Math.cos(l), Math.cos(p) * Math.sin(l), Math.sin(p)] as const;
  };
  const [u, v] = [vector(a), vector(b)];
  const omega = Math.acos(Math.min(1, Math.max(-1, u[0] * v[0] + u[1] * v[1] + u[2] * v[2])));
  if (omega < 1e-9 || Math.abs(omega - Math.PI) < 1e-9) return unwrap([a, b]);
  const steps = Math.min(ARC_POINTS_MAX, Math.max(ARC_POINTS_MIN, Math.ceil(legKm(a, b) / ARC_STEP_KM)));
  const points: Position[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [s, r] = [Math.sin((1 - t) * omega), Math.sin(t * omega)];
    const k = 1 / Math.sin(omega);
    const [x, y, z] = [0, 1, 2].map((j) => k * (s * u[j]! + r * v[j]!)) as [number, number, number];
    points.push([toDegrees(Math.atan2(y, x)), toDegrees(Math.atan2(z, Math.hypot(x, y)))]);
  }
  return unwrap(points);
}

/** A leg from one stop to the next, in the trip's order, across days too. */
export interface Leg {
  from: Position;
  to: Position;
  /** The day of the stop it leaves from. */
  dayIndex: number;
  mode: TransportMode | null;
  /** A track of the trip, or of the day it leaves from, draws this leg (as db/trips-distance counts). */
  tracked: boolean;
}

/** The trip's legs: a stop to the next, a day's last stop to the next day's first. */
export function tripLegs(trip: Pick<Trip, 'days'>, tracks: readonly Pick<RouteTrack, 'dayIndex'>[]): Leg[] {
  const wholeTrip = tracks.some((track) => track.dayIndex === null);
  const trackedDays = new Set(tracks.map((track) => track.dayIndex));
  const stops = trip.days.flatMap((day, dayIndex) =>
    day.stops.map((stop) => ({
      stop,
      dayIndex,
      at: [stop.place.longitude, stop.place.latitude] as Position,
    })),
  );
  return stops.slice(1).map((to, i) => {
    const from = stops[i]!;
    return {
      from: from.at,
      to: to.at,
      dayIndex: from.dayIndex,
      mode: from.stop.modeToNext,
      tracked: wholeTrip || trackedDays.has(from.dayIndex),
    };
  });
}

/** What the map draws for a trip at `zoom`: its tracks simplified, then the legs no track draws. */
export function tripRoute(trip: Pick<Trip, 'days'>, tracks: readonly RouteTrack[], zoom: number): TripRoute {
  const round = roundTo(decimalsForZoom(zoom));
  const trackFeatures = tracks.flatMap((track) =>
    track.lines.map((line) => ({
      type: 'Feature' as const,
      geometry: { type: 'LineString' as const, coordinates: simplifyLine(line, zoom) },
      properties: { kind: 'track' as const, dayIndex: track.dayIndex, mode: null, trackId: track.id },
    })),
  );
  const legFeatures = tripLegs(trip, tracks)
    .filter((leg) => !leg.tracked)
    .map((leg) => {
      const line = leg.mode === 'flight' ? greatCircle(leg.from, leg.to) : unwrap([leg.from, leg.to]);
      return {
        type: 'Feature' as const,
        geometry: {
          type: 'LineString' as const,
          coordinates: line.map(([x, y]): Position => [round(x), round(y)]),
        },
        properties: { kind: 'leg' as const, dayIndex: leg.dayIndex, mode: leg.mode, trackId: null },
      };
    });
  return { type: 'FeatureCollection', features: [...trackFeatures, ...legFeatures] };
}

/**
 * The trip's length from its tracks' lines: db/trips-distance's rule (the one the stored trip's
 * figure follows), each track measured here.
 */
export const tripDistanceKm = (trip: Pick<Trip, 'days'>, tracks: readonly RouteTrack[]): number =>
  tripDistanceOfLengths(
    trip,
    tracks.map((track) => ({ dayIndex: track.dayIndex, distanceKm: trackDistanceKm(track.lines) })),
  );

/** Kilometres by the way travelled; tracks and legs without a mode count as `unknown`. */
export type KmByMode = Partial<Record<TransportMode | 'unknown', number>>;

/**
 * Kilometres by mode: each leg no track draws, by its mode; a track, by the one mode of the legs
 * it draws when they share one (a day by train), else `unknown`.
 */
export function kilometresByMode(trip: Pick<Trip, 'days'>, tracks: readonly RouteTrack[]): KmByMode {
  const byMode: KmByMode = {};
  const add = (mode: TransportMode | null, km: number) => {
    const key = mode ?? 'unknown';
    byMode[key] = (byMode[key] ?? 0) + km;
  };
  const legs = tripLegs(trip, tracks);
  for (const leg of legs) if (!leg.tracked) add(leg.mode, legKm(leg.from, leg.to));
  for (const track of tracks) {
    const drawn = legs.filter((leg) => track.dayIndex === null || leg.dayIndex === track.dayIndex);
    const modes = new Set(drawn.map((leg) => leg.mode));
    add(modes.size === 1 ? [...modes][0]! : null, trackDistanceKm(track.lines));
  }
  return byMode;
}
