import { tripPath } from '#shared/trips/trip.ts';
import type { Trip, TripCard, TripDay, TripPlace, TripTrack } from '#shared/trips/trip-schema.ts';
import type { Executor } from './location-reads';
import { isPostgres } from './location-reads';
import { tripDistanceKm } from './trips-distance';
import { coverShown, readStopPlaces } from './trips-places';
import type { TripRow } from './trips-tables';
import { readTrackInfo } from './trips-tracks';
import { stopsOf, valuesOfRow } from './trips-values';

// Reading trips: a visitor's read asks for public trips (or the one a share link opens) and public
// places only; the owner's for everything but places in the trash. The figures are computed here.

export type TripAudience = 'owner' | 'visitor';

/** A trip with its days as its reader sees them and its tracks, before it takes the API's form. */
interface ShapedTrip {
  row: TripRow;
  days: TripDay[];
  tracks: TripTrack[];
  coverPhoto: string | null;
}

function shapeDays(row: TripRow, places: Map<number, TripPlace>): TripDay[] {
  return valuesOfRow(row).days.map(({ stops, ...day }) => ({
    ...day,
    stops: stops.flatMap((stop) => {
      const place = places.get(stop.placeId);
      return place ? [{ ...stop, place }] : [];
    }),
  }));
}

async function shapeRows(db: Executor, rows: TripRow[], audience: TripAudience): Promise<ShapedTrip[]> {
  if (rows.length === 0) return [];
  const stopIds = new Map(rows.map((row) => [row.id, stopsOf(valuesOfRow(row).days).map((s) => s.placeId)]));
  const [places, tracks] = await Promise.all([
    readStopPlaces(db, [...stopIds.values()].flat(), audience),
    readTrackInfo(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return Promise.all(
    rows.map(async (row) => {
      const ids = stopIds.get(row.id) ?? [];
      const hidden = ids.filter((id) => !places.has(id));
      const cover =
        row.coverPhoto !== null &&
        (audience === 'owner' ||
          (await coverShown(
            db,
            row.coverPhoto,
            ids.filter((id) => places.has(id)),
            hidden,
          )))
          ? row.coverPhoto
          : null;
      return { row, days: shapeDays(row, places), tracks: tracks.get(row.id) ?? [], coverPhoto: cover };
    }),
  );
}

function figures({ days, tracks }: ShapedTrip) {
  const stops = days.flatMap((day) => day.stops);
  return {
    dayCount: days.length,
    stopCount: stops.length,
    countries: [...new Set(stops.map((stop) => stop.place.country).filter((country) => country !== ''))],
    distanceKm: tripDistanceKm({ days }, tracks),
  };
}

function toTrip(shaped: ShapedTrip): Trip {
  const { row, days, tracks, coverPhoto } = shaped;
  const { id, slug, title, summary, startDate, endDate, state, visibility, version, createdAt, updatedAt } =
    row;
  return {
    id,
    slug,
    path: tripPath(row),
    title,
    summary,
    coverPhoto,
    startDate,
    endDate,
    state,
    visibility,
    days,
    tracks,
    ...figures(shaped),
    version,
    createdAt,
    updatedAt,
  };
}

function toCard(shaped: ShapedTrip): TripCard {
  const { row, coverPhoto } = shaped;
  const { id, slug, title, startDate, endDate, state, visibility, updatedAt } = row;
  return {
    id,
    slug,
    path: tripPath(row),
    title,
    coverPhoto,
    startDate,
    endDate,
    state,
    visibility,
    ...figures(shaped),
    updatedAt,
  };
}

interface RowQuery {
  ids?: readonly number[];
  state?: 'live' | 'trashed' | 'any';
  /** Public trips only (what a visitor's lists and reads ask for). */
  publicOnly?: boolean;
  /** PostgreSQL: lock the rows until the transaction ends. */
  lock?: boolean;
}

/** Trip rows, newest first. */
export function readTripRows(db: Executor, { ids, state = 'live', publicOnly, lock }: RowQuery) {
  let query = db.selectFrom('trips').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc');
  if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : [-1]);
  if (state === 'live') query = query.where('deletedAt', 'is', null);
  if (state === 'trashed') query = query.where('deletedAt', 'is not', null);
  if (publicOnly) query = query.where('visibility', '=', 'public');
  if (lock && isPostgres(db)) query = query.forUpdate();
  return query.execute();
}

/** A trip as the owner or a visitor reads it (a visitor: a live public trip), or undefined. */
export async function readTrip(
  db: Executor,
  id: number,
  audience: TripAudience,
  state: 'live' | 'any' = 'live',
): Promise<Trip | undefined> {
  const rows = await readTripRows(db, { ids: [id], state, publicOnly: audience === 'visitor' });
  const [shaped] = await shapeRows(db, rows, audience);
  return shaped && toTrip(shaped);
}

/** The trip of a row already read (in a write's transaction), as the owner reads it. */
export async function ownerTripOfRow(db: Executor, row: TripRow): Promise<Trip> {
  const [shaped] = await shapeRows(db, [row], 'owner');
  return toTrip(shaped!);
}

/**
 * A live trip, whatever its visibility, as a visitor would read it (stops at private places left
 * out): what a trip pack freezes in a release and shows in its preview.
 */
export async function readTripForSale(db: Executor, id: number): Promise<Trip | undefined> {
  const rows = await readTripRows(db, { ids: [id] });
  const [shaped] = await shapeRows(db, rows, 'visitor');
  return shaped && toTrip(shaped);
}

export type SharedTrip = { outcome: 'ok'; trip: Trip } | { outcome: 'gone' } | { outcome: 'missing' };

/**
 * The trip a share link opens, whatever its visibility, as a visitor reads it (private places left
 * out). A revoked or expired link, or one whose trip is in the trash, is gone.
 */
export async function readSharedTrip(db: Executor, token: string, now = new Date()): Promise<SharedTrip> {
  const link = await db
    .selectFrom('tripLinks')
    .select(['tripId', 'expiresAt', 'revokedAt'])
    .where('token', '=', token)
    .executeTakeFirst();
  if (!link) return { outcome: 'missing' };
  if (link.revokedAt !== null || (link.expiresAt !== null && link.expiresAt <= now.toISOString()))
    return { outcome: 'gone' };
  const rows = await readTripRows(db, { ids: [link.tripId] });
  const [shaped] = await shapeRows(db, rows, 'visitor');
  return shaped ? { outcome: 'ok', trip: toTrip(shaped) } : { outcome: 'gone' };
}

/** Every live trip as a card, newest first (a visitor: public trips only). */
export async function listTripCards(db: Executor, audience: TripAudience): Promise<TripCard[]> {
  const rows = await readTripRows(db, { publicOnly: audience === 'visitor' });
  return (await shapeRows(db, rows, audience)).map(toCard);
}

/** The trips in the trash, the most recently trashed first. */
export async function listTrashedTripCards(db: Executor): Promise<(TripCard & { deletedAt: string })[]> {
  const rows = await readTripRows(db, { state: 'trashed' });
  rows.sort((a, b) => (a.deletedAt === b.deletedAt ? b.id - a.id : a.deletedAt! < b.deletedAt! ? 1 : -1));
  return (await shapeRows(db, rows, 'owner')).map((shaped) => ({
    ...toCard(shaped),
    deletedAt: shaped.row.deletedAt!,
  }));
}

/**
 * The live trips a place is in, newest first, or undefined when the reader cannot see the place
 * (a visitor: public trips of a live public place; the owner: any place not purged).
 */
export async function tripsOfPlace(
  db: Executor,
  placeId: number,
  audience: TripAudience,
): Promise<TripCard[] | undefined> {
  let place = db.selectFrom('locations').select('id').where('id', '=', placeId);
  if (audience === 'visitor') place = place.where('deletedAt', 'is', null).where('isPrivate', '=', 0);
  if (!(await place.executeTakeFirst())) return undefined;
  const tripIds = await db
    .selectFrom('tripPlaces')
    .select('tripId')
    .distinct()
    .where('placeId', '=', placeId)
    .execute();
  const rows = await readTripRows(db, {
    ids: tripIds.map((row) => row.tripId),
    publicOnly: audience === 'visitor',
  });
  return (await shapeRows(db, rows, audience)).map(toCard);
}
