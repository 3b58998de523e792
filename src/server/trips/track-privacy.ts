import { haversineMeters } from '#shared/geo/haversine.ts';
import type { TrackLines } from '../db/trips-tracks';

/**
 * A visitor's tracks are cut within this distance of every stop the visitor does not see (a private
 * place, or one in the trash): the line would otherwise lead straight to it. Two kilometres hide a
 * house in a town without losing the road between two public stops.
 */
export const HIDDEN_STOP_RADIUS_M = 2_000;

export interface HiddenStop {
  latitude: number;
  longitude: number;
}

/** A degree of latitude is 111 km everywhere: a cheap box test before the exact distance. */
const RADIUS_DEGREES = HIDDEN_STOP_RADIUS_M / 111_000;

function nearHidden([lng, lat]: [number, number], hidden: readonly HiddenStop[]): boolean {
  return hidden.some(
    (stop) =>
      Math.abs(stop.latitude - lat) <= RADIUS_DEGREES &&
      haversineMeters(stop.latitude, stop.longitude, lat, lng) <= HIDDEN_STOP_RADIUS_M,
  );
}

/** The lines with every point near a hidden stop taken out; a line broken there becomes two. */
export function cutAroundHidden(lines: TrackLines, hidden: readonly HiddenStop[]): TrackLines {
  if (hidden.length === 0) return lines;
  const kept: TrackLines = [];
  for (const line of lines) {
    let piece: [number, number][] = [];
    for (const point of line) {
      if (!nearHidden(point, hidden)) {
        piece.push(point);
        continue;
      }
      if (piece.length >= 2) kept.push(piece);
      piece = [];
    }
    if (piece.length >= 2) kept.push(piece);
  }
  return kept;
}
