import type { Kysely, Transaction } from 'kysely';
import type { TripTrack } from '#shared/trips/trip-schema.ts';
import type { DB } from './schema';
import { writeTripRevision } from './trips-revisions';
import { deleteTrack, insertTrack, readTrackInfo, type NewTrack } from './trips-tracks';
import { lockTrip } from './trips-write';

// A track added or removed is a change to its trip: the trip's version goes up and its history
// gains an `update` of the field "tracks", in the transaction that writes the track's row, so an
// ETag, an If-Match and the history all see it.

/** The trip's new version with what the change gave, or undefined when there was nothing to change. */
export type TrackChange<T> = { result: T; version: number } | undefined;

async function changeTracks<T>(
  db: Kysely<DB>,
  tripId: number,
  change: (trx: Transaction<DB>) => Promise<T | undefined>,
  now: Date,
): Promise<TrackChange<T>> {
  return db.transaction().execute(async (trx) => {
    const row = await lockTrip(trx, tripId, 'live');
    if (!row) return undefined;
    const list = async () => (await readTrackInfo(trx, [tripId])).get(tripId) ?? [];
    const before = await list();
    const result = await change(trx);
    if (result === undefined) return undefined;
    const at = now.toISOString();
    const version = row.version + 1;
    await trx.updateTable('trips').set({ version, updatedAt: at }).where('id', '=', tripId).execute();
    await writeTripRevision(
      trx,
      {
        tripId,
        action: 'update',
        fields: ['tracks'],
        before: { tracks: before },
        after: { tracks: await list() },
        version,
      },
      at,
    );
    return { result, version };
  });
}

/** Adds a track to a live trip; undefined when the trip is not (or no longer) live. */
export const addTripTrack = (
  db: Kysely<DB>,
  tripId: number,
  track: NewTrack,
  now = new Date(),
): Promise<TrackChange<TripTrack>> =>
  changeTracks(db, tripId, (trx) => insertTrack(trx, tripId, track, now), now);

/** Removes a track of a live trip; undefined when the trip or the track is not there. */
export const removeTripTrack = (
  db: Kysely<DB>,
  tripId: number,
  trackId: number,
  now = new Date(),
): Promise<TrackChange<true>> =>
  changeTracks(
    db,
    tripId,
    async (trx) => ((await deleteTrack(trx, tripId, trackId)) ? true : undefined),
    now,
  );
