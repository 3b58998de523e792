import type { Transaction } from 'kysely';
import { DuplicateFinder } from '#shared/duplicates.ts';
import { PLACE_FIELDS } from '#shared/history.ts';
import {
  claimWriteLock,
  insertLocations,
  listPlacePositions,
  storedValues,
  type NewLocation,
} from '../db/locations';
import { writeRevisions } from '../db/revisions';
import type { DB } from '../db/schema';
import { withRegion } from '../geo/fill-region';
import type { ImportedStop, ImportedTrip } from './trip-import-fields';

/** A stop of the file is a place already there when one of a similar name is this close. */
export const SAME_PLACE_RADIUS_M = 50;

interface Candidate {
  /** A place's id; for a place this import makes, -(its index in `fresh`) - 1. */
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** A place the import makes for a stop: private (the trip is private too) and visited, typed custom. */
const newPlace = (stop: ImportedStop): NewLocation =>
  withRegion({
    name: stop.name,
    type: 'custom',
    latitude: stop.latitude,
    longitude: stop.longitude,
    status: 'visited',
    isPrivate: true,
  });

/**
 * The place of every stop, in the trip's order: a live place of a similar name within 50 m (the
 * duplicate rule of imports, db-wide and within the file), else a new one, made here with its
 * `create` revision, in the import's transaction (its trip and tracks are written in it too, so a
 * trip refused after this step leaves no place behind). Returns the place ids per day and how many
 * were made.
 */
export async function placesForStops(
  trx: Transaction<DB>,
  trip: ImportedTrip,
  now = new Date(),
): Promise<{ placeIds: number[][]; created: number }> {
  await claimWriteLock(trx);
  const finder = new DuplicateFinder<Candidate>(await listPlacePositions(trx), SAME_PLACE_RADIUS_M);
  const fresh: NewLocation[] = [];
  const chosen = trip.days.map((day) =>
    day.stops.map((stop) => {
      const [match] = finder.matches(stop);
      if (match) return match.place.id;
      fresh.push(newPlace(stop));
      const id = -fresh.length;
      finder.add({ id, name: stop.name, latitude: stop.latitude, longitude: stop.longitude });
      return id;
    }),
  );
  const ids = fresh.length > 0 ? await insertLocations(trx, fresh, now) : [];
  await writeRevisions(
    trx,
    fresh.map((place, i) => ({
      locationId: ids[i]!,
      action: 'create' as const,
      fields: PLACE_FIELDS,
      before: null,
      after: storedValues(place),
      version: 1,
    })),
    now.toISOString(),
  );
  const placeIds = chosen.map((day) => day.map((id) => (id < 0 ? ids[-id - 1]! : id)));
  return { placeIds, created: fresh.length };
}
