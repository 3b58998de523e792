import type { Kysely, Transaction } from 'kysely';
import type { BulkAction, BulkResult } from '#shared/bulk.ts';
import type { Location } from '#shared/location.ts';
import { deleteRevision, live, restoreRevision, updateRevision } from './location-changes';
import { chunks, claimWriteLock, columnsOf as storedColumns, type LocationChanges } from './locations';
import { readLocations, type StoredLocation } from './location-reads';
import { changedFields, writeRevisions, type RevisionInput } from './revisions';
import type { DB } from './schema';
import { canonicalTagNames, replacePlaceTags } from './place-tags';
import { compareTagNames, tagKey } from '#shared/tags.ts';

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
  /** A tag action: the place's tags after it. */
  tags?: string[];
}

type Columns = LocationChanges & { deletedAt?: string | null };

/** The places, live or in the trash, read and held until the transaction ends. */
export async function lockPlaces(trx: Transaction<DB>, ids: number[]): Promise<StoredLocation[]> {
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
    case 'add-tag':
    case 'remove-tag':
      // Each place's own list changes (tagsAfter); the columns are only the version and time.
      return {};
    case 'make-private':
      return { isPrivate: true };
    case 'make-public':
      return { isPrivate: false };
  }
}

/** The place's tags after a tag action; undefined when they stay as they are. */
function tagsAfter(
  action: BulkAction & { value: string },
  tags: string[],
  name: string,
): string[] | undefined {
  const key = tagKey(action.value);
  const has = tags.some((tag) => tagKey(tag) === key);
  if (action.action === 'add-tag') return has ? undefined : [...tags, name].sort(compareTagNames);
  return has ? tags.filter((tag) => tagKey(tag) !== key) : undefined;
}

/** The change to one place; undefined when the place is already as the action would leave it. */
function plan(
  action: BulkAction,
  place: StoredLocation,
  columns: Columns,
  tagName: string,
): PlannedChange | undefined {
  const current = live(place);
  if (action.action === 'add-tag' || action.action === 'remove-tag') {
    const tags = tagsAfter(action, current.tags, tagName);
    return tags && { place: current, revision: updateRevision(current, ['tags'], { tags }), tags };
  }
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
    // A tag named in another case is the existing tag, spelled as the owner first wrote it.
    const [tagName = ''] =
      'value' in action && action.action.endsWith('-tag') ? await canonicalTagNames(trx, [action.value]) : [];
    const changes = action.ids.flatMap((id) => plan(action, found.get(id)!, columns, tagName) ?? []);
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
    await replacePlaceTags(
      trx,
      changes.flatMap(({ place, tags }) => (tags ? [{ id: place.id, tags }] : [])),
      at,
    );
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
