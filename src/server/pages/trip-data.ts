import type { Trip, TripCard } from '../../shared/trips/trip-schema';
import type { Executor } from '../db/location-reads';

/**
 * The trips' reads the visitor's pages use, named as part-tserver's src/server/db/trips.ts exports
 * them. Until that lands these stand-ins answer as if there were no trips; at the merge this file
 * re-exports the real functions and nothing else changes.
 */
export type Audience = 'owner' | 'visitor';

export type SharedTripRead = { outcome: 'ok'; trip: Trip } | { outcome: 'gone' } | { outcome: 'missing' };

export async function readTrip(_db: Executor, _id: number, _audience: Audience): Promise<Trip | undefined> {
  return undefined;
}

export async function listTripCards(_db: Executor, _audience: Audience): Promise<TripCard[]> {
  return [];
}

export async function readSharedTrip(_db: Executor, _token: string, _now: Date): Promise<SharedTripRead> {
  return { outcome: 'missing' };
}

export interface TrackLines {
  id: number;
  dayIndex: number | null;
  name: string;
  /** [longitude, latitude] pairs, whole. */
  lines: [number, number][][];
}

export async function readTrackLines(_db: Executor, _tripId: number): Promise<TrackLines[]> {
  return [];
}
