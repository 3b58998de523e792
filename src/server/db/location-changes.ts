import type { Kysely, Transaction } from 'kysely';
import { PLACE_FIELDS, type PlaceField, type RevisionAction } from '#shared/history.ts';
import type { Location } from '#shared/location.ts';
import { keptPhotoText } from '#shared/location-schema.ts';
import {
  claimWriteLock,
  insertLocations,
  storedValues,
  writeLocation,
  type LocationChanges,
  type NewLocation,
} from './locations';
import { readLocations, type StoredLocation } from './location-reads';
import { changedFields, valuesOf, writeRevisions, type RevisionInput } from './revisions';
import type { DB } from './schema';
import { canonicalTagNames } from './place-tags';

// Every change the owner makes to one place: checked against the version the owner saw, written
// with its revision in one transaction, so a change is never without its record and never
// silently overwrites another.

export type ChangeResult =
  | { outcome: 'missing' }
  /** The place is no longer at the version the request named; `current` is how it is now. */
  | { outcome: 'conflict'; current: Location }
  | { outcome: 'done'; place: Location; changed: boolean };

export interface ChangeOptions {
  /** The version the owner saw (If-Match); undefined writes over whatever is there. */
  expectedVersion?: number | undefined;
  now?: Date;
}

/** The place as the API shows it, without its trash mark. */
export const live = ({ deletedAt: _deletedAt, ...place }: StoredLocation): Location => place;

/**
 * Reads the place for a change and holds it until the transaction ends: on PostgreSQL with a row
 * lock, so a concurrent change waits and then sees the new version; SQLite writes one at a time.
 */
async function lockPlace(trx: Transaction<DB>, id: number, state: 'live' | 'any') {
  await claimWriteLock(trx);
  const [place] = await readLocations(trx, { ids: [id], state, lock: true });
  return place;
}

async function reread(trx: Transaction<DB>, id: number): Promise<Location> {
  const [place] = await readLocations(trx, { ids: [id], state: 'any' });
  if (!place) throw new Error(`place ${id} vanished inside its own transaction`);
  return live(place);
}

/** The record of an edit of `fields` of `current` to the values in `delta`. */
export function updateRevision(
  current: Location,
  fields: PlaceField[],
  delta: LocationChanges,
  action: RevisionAction = 'update',
): RevisionInput {
  return {
    locationId: current.id,
    action,
    fields,
    before: valuesOf(current, fields),
    after: valuesOf({ ...current, ...delta }, fields),
    version: current.version + 1,
  };
}

/** The record of a trip to the trash: every field as it was. */
export const deleteRevision = (current: Location): RevisionInput => ({
  locationId: current.id,
  action: 'delete',
  fields: PLACE_FIELDS,
  before: valuesOf(current),
  after: null,
  version: current.version + 1,
});

/** The record of a return from the trash: every field as it comes back. */
export const restoreRevision = (current: Location): RevisionInput => ({
  locationId: current.id,
  action: 'restore',
  fields: PLACE_FIELDS,
  before: null,
  after: valuesOf(current),
  version: current.version + 1,
});

/** POST: the new place and its `create` revision. */
export async function createPlace(db: Kysely<DB>, input: NewLocation, now = new Date()): Promise<Location> {
  return db.transaction().execute(async (trx) => {
    await claimWriteLock(trx);
    if (input.tags) input = { ...input, tags: await canonicalTagNames(trx, input.tags) };
    const [id] = await insertLocations(trx, [input], now);
    await writeRevisions(
      trx,
      [
        {
          locationId: id!,
          action: 'create',
          fields: PLACE_FIELDS,
          before: null,
          after: storedValues(input),
          version: 1,
        },
      ],
      now.toISOString(),
    );
    return reread(trx, id!);
  });
}

/**
 * Writes the fields of `changes` that differ from `current` (read and locked in this transaction)
 * and their revision; nothing at all when none differs, so the version stays. True when it wrote.
 */
export async function applyChanges(
  trx: Transaction<DB>,
  current: Location,
  changes: LocationChanges,
  { action, batchId = null, now }: { action: RevisionAction; batchId?: string | null; now: string },
): Promise<boolean> {
  // A tag named in another case is the existing tag: only a real change of tags is a change.
  if (changes.tags) changes = { ...changes, tags: await canonicalTagNames(trx, changes.tags) };
  // The words of a removed photo leave with it (and the revision says so).
  if (changes.photos !== undefined || changes.photoText !== undefined)
    changes = {
      ...changes,
      photoText: keptPhotoText(changes.photos ?? current.photos, changes.photoText ?? current.photoText),
    };
  const fields = changedFields(current, changes);
  if (fields.length === 0) return false;
  const delta = Object.fromEntries(fields.map((field) => [field, changes[field]])) as LocationChanges;
  if (!(await writeLocation(trx, current.id, current.version, delta, now)))
    throw new Error(`place ${current.id} changed while locked`);
  await writeRevisions(trx, [{ ...updateRevision(current, fields, delta, action), batchId }], now);
  return true;
}

/** PATCH (and a revert): the changed fields, if the place is still at the version the owner saw. */
export async function updatePlace(
  db: Kysely<DB>,
  id: number,
  changes: LocationChanges,
  { expectedVersion, now = new Date(), action = 'update' }: ChangeOptions & { action?: RevisionAction } = {},
): Promise<ChangeResult> {
  return db.transaction().execute(async (trx): Promise<ChangeResult> => {
    const found = await lockPlace(trx, id, 'live');
    if (!found) return { outcome: 'missing' };
    const current = live(found);
    if (expectedVersion !== undefined && current.version !== expectedVersion)
      return { outcome: 'conflict', current };
    const changed = await applyChanges(trx, current, changes, { action, now: now.toISOString() });
    return { outcome: 'done', place: changed ? await reread(trx, id) : current, changed };
  });
}

/** DELETE: the place goes to the trash (visitors no longer see it), with its `delete` revision. */
export async function trashPlace(
  db: Kysely<DB>,
  id: number,
  { expectedVersion, now = new Date() }: ChangeOptions = {},
): Promise<ChangeResult> {
  return db.transaction().execute(async (trx): Promise<ChangeResult> => {
    const found = await lockPlace(trx, id, 'live');
    if (!found) return { outcome: 'missing' };
    const current = live(found);
    if (expectedVersion !== undefined && current.version !== expectedVersion)
      return { outcome: 'conflict', current };
    const at = now.toISOString();
    await writeLocation(trx, id, current.version, { deletedAt: at }, at);
    await writeRevisions(trx, [deleteRevision(current)], at);
    return { outcome: 'done', place: await reread(trx, id), changed: true };
  });
}

/** Out of the trash, with the same id, photos, videos and history; a live place stays as it is. */
export async function restorePlace(db: Kysely<DB>, id: number, now = new Date()): Promise<ChangeResult> {
  return db.transaction().execute(async (trx): Promise<ChangeResult> => {
    const found = await lockPlace(trx, id, 'any');
    if (!found) return { outcome: 'missing' };
    const current = live(found);
    if (found.deletedAt === null) return { outcome: 'done', place: current, changed: false };
    const at = now.toISOString();
    await writeLocation(trx, id, current.version, { deletedAt: null }, at);
    await writeRevisions(trx, [restoreRevision(current)], at);
    return { outcome: 'done', place: await reread(trx, id), changed: true };
  });
}
