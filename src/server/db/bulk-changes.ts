import type { Kysely, Transaction } from 'kysely';
import type { BulkAction, BulkResult } from '../../shared/bulk';
import type { Location } from '../../shared/location';
import { deleteRevision, live, restoreRevision, updateRevision } from './location-changes';
import { chunks, claimWriteLock, columnsOf as storedColumns, type LocationChanges } from './locations';
import { readLocations, type StoredLocation } from './location-reads';
import { changedFields, writeRevisions, type RevisionInput } from './revisions';
import type { DB } from './schema';

// The owner's bulk actions: every named place changed in one transaction, each with its own
// revision, or none at all when one of them cannot be.

export type BulkOutcome =
  | { outcome: 'done'; result: BulkResult }
  /** Ids of no place the action applies to (unknown, or in the trash for an action on live places). */
  | { outcome: 'missing'; ids: number[] };

/** A place the action changes, as it was, and the record of the change. */
interface PlannedChange {
  place: Location;
  revision: RevisionInput;
}

type Columns = LocationChanges & { deletedAt?: string | null };

async function lockPlaces(trx: Transaction<DB>, ids: number[]): Promise<StoredLocation[]> {
  await claimWriteLock(trx);
  const places: StoredLocation[] = [];
  for (const part of chunks(ids))
    places.push(...(await readLocations(trx, { ids: part, state: 'any', lock: true })));
  return places;
}

/** The columns the action sets, the same for every place it changes. */
function columnsOf(action: BulkAction, at: string): Columns {
  switch (action.action) {
    case 'set-status':
      return { status: action.value };
    case 'set-type':
      return { type: action.value };
    case 'trash':
      return { deletedAt: at };
    case 'restore':
      return { deletedAt: null };
    case 'make-private':
      return { isPrivate: true };
    case 'make-public':
      return { isPrivate: false };
  }
}

/** The change to one place; undefined when the place is already as the action would leave it. */
function plan(action: BulkAction, place: StoredLocation, columns: Columns): PlannedChange | undefined {
  const current = live(place);
  if (action.action === 'trash') return { place: current, revision: deleteRevision(current) };
  if (action.action === 'restore')
    return place.deletedAt === null ? undefined : { place: current, revision: restoreRevision(current) };
  const fields = changedFields(current, columns);
  return fields.length === 0
    ? undefined
    : { place: current, revision: updateRevision(current, fields, columns) };
}

/**
 * Applies one action to every place of `action.ids`, in one transaction. Refuses the whole request
 * (changing nothing) when an id names no place, or a place in the trash for an action on live places.
 */
export async function applyBulkAction(
  db: Kysely<DB>,
  action: BulkAction,
  now = new Date(),
): Promise<BulkOutcome> {
  return db.transaction().execute(async (trx): Promise<BulkOutcome> => {
    const found = new Map((await lockPlaces(trx, action.ids)).map((place) => [place.id, place]));
    const wantsLive = action.action !== 'restore';
    const missing = action.ids.filter((id) => {
      const place = found.get(id);
      return !place || (wantsLive && place.deletedAt !== null);
    });
    if (missing.length > 0) return { outcome: 'missing', ids: missing };

    const at = now.toISOString();
    const columns = columnsOf(action, at);
    const changes = action.ids.flatMap((id) => plan(action, found.get(id)!, columns) ?? []);
    // Every place was read locked at its version: one UPDATE per slice gives each the next one.
    for (const part of chunks(changes)) {
      await trx
        .updateTable('locations')
        .set((eb) => ({ ...storedColumns(columns), updatedAt: at, version: eb('version', '+', 1) }))
        .where(
          'id',
          'in',
          part.map((change) => change.place.id),
        )
        .execute();
    }
    await writeRevisions(
      trx,
      changes.map((change) => change.revision),
      at,
    );
    const versions = Object.fromEntries(
      changes.map(({ revision }) => [revision.locationId, revision.version]),
    );
    return {
      outcome: 'done',
      result: { action: action.action, count: changes.length, ids: changes.map((c) => c.place.id), versions },
    };
  });
}
