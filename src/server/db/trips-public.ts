import type { Trip } from '#shared/trips/trip-schema.ts';
import type { RouteTrack } from '../trips/route-lines';
import type { Executor } from './location-reads';
import { readTrip, readTripRows } from './trips-read';
import { readTrackLinesFor } from './trips-tracks';

/** A public trip as a visitor reads it, with its tracks' points in full. */
export interface PublicTrip {
  trip: Trip;
  tracks: RouteTrack[];
}

/**
 * Every live public trip, newest first, as a visitor reads it (stops at private places left out),
 * with its tracks: what the home map's lines and the statistics are drawn from, once per data version.
 */
export async function readPublicTrips(db: Executor): Promise<PublicTrip[]> {
  const rows = await readTripRows(db, { publicOnly: true });
  const trips: PublicTrip[] = [];
  for (const row of rows) {
    const trip = await readTrip(db, row.id, 'visitor');
    if (trip) trips.push({ trip, tracks: await readTrackLinesFor(db, trip.id, 'visitor') });
  }
  return trips;
}
