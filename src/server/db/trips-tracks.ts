import type { TripTrack } from '#shared/trips/trip-schema.ts';
import { cutAroundHidden } from '../trips/track-privacy';
import { chunks } from './batches';
import type { Executor } from './location-reads';

// A trip's route lines (trip_tracks). The file parsing and the routes are routes/trip-files.ts's;
// these keep and read the rows. Every point of every line is kept, as JSON text.

/** A track's lines: each a list of [x, y] pairs, in the order the file gave them. */
export type TrackLines = [number, number][][];

export interface NewTrack {
  /** The day (0-based), or null for the whole trip. */
  dayIndex: number | null;
  name: string;
  lines: TrackLines;
  pointCount: number;
  distanceKm: number;
}

/** Seven decimals of a degree: about a centimetre, finer than any GPS; keeps the JSON short. */
const COORDINATE_DECIMALS = 1e7;
const compact = (value: number) => Math.round(value * COORDINATE_DECIMALS) / COORDINATE_DECIMALS;

const trackColumns = ['id', 'tripId', 'dayIndex', 'name', 'pointCount', 'distanceKm', 'createdAt'] as const;

function toTrack(row: {
  id: number;
  dayIndex: number | null;
  name: string;
  pointCount: number;
  distanceKm: number;
  createdAt: string;
}): TripTrack {
  const { id, dayIndex, name, pointCount, distanceKm, createdAt } = row;
  return { id, dayIndex, name, pointCount: Number(pointCount), distanceKm: Number(distanceKm), createdAt };
}

export async function insertTrack(
  db: Executor,
  tripId: number,
  track: NewTrack,
  now = new Date(),
): Promise<TripTrack> {
  const points = JSON.stringify(track.lines.map((line) => line.map(([x, y]) => [compact(x), compact(y)])));
  const row = await db
    .insertInto('tripTracks')
    .values({
      tripId,
      dayIndex: track.dayIndex,
      name: track.name,
      points,
      pointCount: track.pointCount,
      distanceKm: track.distanceKm,
      createdAt: now.toISOString(),
    })
    .returning(trackColumns)
    .executeTakeFirstOrThrow();
  return toTrack(row);
}

/** False when the trip has no such track. */
export async function deleteTrack(db: Executor, tripId: number, trackId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('tripTracks')
    .where('tripId', '=', tripId)
    .where('id', '=', trackId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every track of the trip with all its points, oldest first. */
export async function readTrackLines(
  db: Executor,
  tripId: number,
): Promise<{ id: number; dayIndex: number | null; name: string; lines: TrackLines }[]> {
  const rows = await db
    .selectFrom('tripTracks')
    .select(['id', 'dayIndex', 'name', 'points'])
    .where('tripId', '=', tripId)
    .orderBy('id')
    .execute();
  return rows.map(({ points, ...row }) => ({ ...row, lines: JSON.parse(points) as TrackLines }));
}

/**
 * The tracks as this reader may see them: the owner's whole; a visitor's cut around every stop the
 * visitor does not see (a private place or one in the trash, see trips/track-privacy.ts).
 */
export async function readTrackLinesFor(db: Executor, tripId: number, audience: 'owner' | 'visitor') {
  const tracks = await readTrackLines(db, tripId);
  if (audience === 'owner' || tracks.length === 0) return tracks;
  const hidden = await db
    .selectFrom('tripPlaces')
    .innerJoin('locations', 'locations.id', 'tripPlaces.placeId')
    .select(['locations.latitude', 'locations.longitude'])
    .where('tripPlaces.tripId', '=', tripId)
    .where((eb) => eb.or([eb('locations.isPrivate', '=', 1), eb('locations.deletedAt', 'is not', null)]))
    .execute();
  return tracks.map((track) => ({ ...track, lines: cutAroundHidden(track.lines, hidden) }));
}

/** The tracks of these trips without their points (what a trip and its card show), oldest first. */
export async function readTrackInfo(
  db: Executor,
  tripIds: readonly number[],
): Promise<Map<number, TripTrack[]>> {
  const byTrip = new Map<number, TripTrack[]>();
  for (const ids of chunks(tripIds)) {
    const rows = await db
      .selectFrom('tripTracks')
      .select(trackColumns)
      .where('tripId', 'in', ids)
      .orderBy('id')
      .execute();
    for (const row of rows) byTrip.set(row.tripId, [...(byTrip.get(row.tripId) ?? []), toTrack(row)]);
  }
  return byTrip;
}
