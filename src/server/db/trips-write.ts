import type { Kysely, Transaction } from 'kysely';
import { slugOfTitle } from '#shared/trips/trip.ts';
import type { Trip, TripCreateParsed, TripRevision } from '#shared/trips/trip-schema.ts';
import { chunks, inBatches } from './batches';
import { claimWriteLock } from './locations';
import type { DB } from './schema';
import { ownerTripOfRow, readTripRows } from './trips-read';
import { writeTripRevision } from './trips-revisions';
import {
  changedTripFields,
  columnsOf,
  pickValues,
  stopsOf,
  TRIP_FIELDS,
  valuesOfRow,
  type StoredDay,
  type TripValues,
} from './trips-values';

// Every change the owner makes to a trip: checked against the version the owner saw, written with
// its revision and its stops' index (trip_places) in one transaction, as places are.

export type TripWrite =
  | { outcome: 'missing' }
  /** The trip is no longer at the version the request named; `current` is how it is now. */
  | { outcome: 'conflict'; current: Trip }
  /** A stop names no live place, or the dates are out of order: field → message. */
  | { outcome: 'invalid'; fields: Record<string, string> }
  | { outcome: 'done'; trip: Trip; changed: boolean };

export interface TripWriteOptions {
  /** The version the owner saw (If-Match); undefined writes over whatever is there. */
  expectedVersion?: number | undefined;
  now?: Date;
}

/** A message per stop whose place is missing or in the trash, keyed as the API names fields. */
async function missingPlaceFields(trx: Transaction<DB>, days: readonly StoredDay[]) {
  const live = new Set<number>();
  for (const ids of chunks([...new Set(stopsOf(days).map((stop) => stop.placeId))])) {
    const rows = await trx
      .selectFrom('locations')
      .select('id')
      .where('id', 'in', ids)
      .where('deletedAt', 'is', null)
      .execute();
    for (const row of rows) live.add(row.id);
  }
  const fields: Record<string, string> = {};
  days.forEach((day, d) =>
    day.stops.forEach((stop, s) => {
      if (!live.has(stop.placeId))
        fields[`days.${d}.stops.${s}.placeId`] = `No place has the id ${stop.placeId}`;
    }),
  );
  return fields;
}

async function writeTripPlaces(trx: Transaction<DB>, tripId: number, days: readonly StoredDay[]) {
  await trx.deleteFrom('tripPlaces').where('tripId', '=', tripId).execute();
  const rows = stopsOf(days).map((stop, position) => ({ tripId, placeId: stop.placeId, position }));
  await inBatches(rows, (batch) => trx.insertInto('tripPlaces').values(batch).execute());
}

/** Reads the trip for a change and holds it (PostgreSQL: a row lock; SQLite: the write lock). */
export async function lockTrip(trx: Transaction<DB>, id: number, state: 'live' | 'any') {
  await claimWriteLock(trx);
  const [row] = await readTripRows(trx, { ids: [id], state, lock: true });
  return row;
}

export async function reread(trx: Transaction<DB>, id: number): Promise<Trip> {
  const [row] = await readTripRows(trx, { ids: [id], state: 'any' });
  if (!row) throw new Error(`trip ${id} vanished inside its own transaction`);
  return ownerTripOfRow(trx, row);
}

/** POST: the new trip, its stops' index and its `create` revision. */
export const createTrip = (db: Kysely<DB>, input: TripCreateParsed, now = new Date()): Promise<TripWrite> =>
  db.transaction().execute((trx) => createTripIn(trx, input, now));

/** createTrip inside a transaction already open (an import makes its places in the same one). */
export async function createTripIn(
  trx: Transaction<DB>,
  input: TripCreateParsed,
  now = new Date(),
): Promise<TripWrite> {
  await claimWriteLock(trx);
  const fields = await missingPlaceFields(trx, input.days);
  if (Object.keys(fields).length > 0) return { outcome: 'invalid', fields };
  const values: TripValues = { ...input, slug: input.slug ?? slugOfTitle(input.title) };
  const at = now.toISOString();
  const { id } = await trx
    .insertInto('trips')
    .values({ ...values, days: JSON.stringify(values.days), version: 1, createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeTripPlaces(trx, id, values.days);
  await writeTripRevision(
    trx,
    { tripId: id, action: 'create', fields: TRIP_FIELDS, before: null, after: values, version: 1 },
    at,
  );
  return { outcome: 'done', trip: await reread(trx, id), changed: true };
}

/** PATCH (and a revert): the fields that change, if the trip is still at the version the owner saw. */
export async function updateTrip(
  db: Kysely<DB>,
  id: number,
  changes: Partial<TripValues>,
  {
    expectedVersion,
    now = new Date(),
    action = 'update',
  }: TripWriteOptions & { action?: TripRevision['action'] } = {},
): Promise<TripWrite> {
  return db.transaction().execute(async (trx): Promise<TripWrite> => {
    const row = await lockTrip(trx, id, 'live');
    if (!row) return { outcome: 'missing' };
    if (expectedVersion !== undefined && row.version !== expectedVersion)
      return { outcome: 'conflict', current: await ownerTripOfRow(trx, row) };
    const current = valuesOfRow(row);
    const next = { ...current, ...changes };
    if (next.startDate && next.endDate && next.startDate > next.endDate)
      return { outcome: 'invalid', fields: { endDate: 'The trip cannot end before it starts' } };
    if (changes.days) {
      const fields = await missingPlaceFields(trx, changes.days);
      if (Object.keys(fields).length > 0) return { outcome: 'invalid', fields };
    }
    const fields = changedTripFields(current, changes);
    if (fields.length === 0) return { outcome: 'done', trip: await ownerTripOfRow(trx, row), changed: false };
    const delta = pickValues(changes, fields);
    const at = now.toISOString();
    await trx
      .updateTable('trips')
      .set({ ...columnsOf(delta), version: row.version + 1, updatedAt: at })
      .where('id', '=', id)
      .execute();
    if (delta.days) await writeTripPlaces(trx, id, delta.days);
    await writeTripRevision(
      trx,
      {
        tripId: id,
        action,
        fields,
        before: pickValues(current, fields),
        after: delta,
        version: row.version + 1,
      },
      at,
    );
    return { outcome: 'done', trip: await reread(trx, id), changed: true };
  });
}

/** Sets or clears the trash mark, with a `delete` or `restore` revision of every field. */
async function moveTrip(
  db: Kysely<DB>,
  id: number,
  to: 'trash' | 'live',
  { expectedVersion, now = new Date() }: TripWriteOptions,
): Promise<TripWrite> {
  return db.transaction().execute(async (trx): Promise<TripWrite> => {
    const row = await lockTrip(trx, id, 'any');
    if (!row || (to === 'trash' && row.deletedAt !== null)) return { outcome: 'missing' };
    if (to === 'live' && row.deletedAt === null)
      return { outcome: 'done', trip: await ownerTripOfRow(trx, row), changed: false };
    if (expectedVersion !== undefined && row.version !== expectedVersion)
      return { outcome: 'conflict', current: await ownerTripOfRow(trx, row) };
    const at = now.toISOString();
    const version = row.version + 1;
    await trx
      .updateTable('trips')
      .set({ deletedAt: to === 'trash' ? at : null, version, updatedAt: at })
      .where('id', '=', id)
      .execute();
    const values = valuesOfRow(row);
    await writeTripRevision(
      trx,
      to === 'trash'
        ? { tripId: id, action: 'delete', fields: TRIP_FIELDS, before: values, after: null, version }
        : { tripId: id, action: 'restore', fields: TRIP_FIELDS, before: null, after: values, version },
      at,
    );
    return { outcome: 'done', trip: await reread(trx, id), changed: true };
  });
}

/** DELETE: the trip goes to the trash (visitors and share links no longer see it); its places stay. */
export const trashTrip = (db: Kysely<DB>, id: number, options: TripWriteOptions = {}) =>
  moveTrip(db, id, 'trash', options);

/** Out of the trash with the same id, days, tracks, links and history; a live trip stays as it is. */
export const restoreTrip = (db: Kysely<DB>, id: number, now = new Date()) =>
  moveTrip(db, id, 'live', { now });
