import type { Kysely, Transaction } from 'kysely';
import type { BulkUndo, BulkUndoResult } from '#shared/bulk.ts';
import type { PlaceField, PlaceValues, RevisionAction } from '#shared/history.ts';
import type { Location } from '#shared/location.ts';
import { lockPlaces } from './bulk-changes';
import { deleteRevision, live, restoreRevision, updateRevision } from './location-changes';
import { chunks, columnsOf, type LocationChanges } from './locations';
import type { StoredLocation } from './location-reads';
import { replacePlaceTags } from './place-tags';
import { writeRevisions, type RevisionInput } from './revisions';
import type { DB } from './schema';

// The undo of a bulk action (issue 36): each place still at the version the action gave it takes
// back what it had before, in one transaction with a revision each; a place changed since is left
// as it is, so an undo never overwrites a later edit.

export type BulkUndoOutcome =
  | { outcome: 'done'; result: BulkUndoResult }
  /** Ids of no place at all. */
  | { outcome: 'missing'; ids: number[] }
  /** Places whose change at that version is not one a bulk action makes (a creation, an import). */
  | { outcome: 'not-undoable'; ids: number[] };

/** The revision of a place at one version: what the change did. */
interface Change {
  action: RevisionAction;
  fields: PlaceField[];
  before: PlaceValues | null;
}

type Columns = Omit<LocationChanges, 'tags' | 'photos' | 'photoText' | 'youtubeUrls'> & {
  deletedAt?: string | null;
};

/** What the undo writes to one place. */
interface Undo {
  place: Location;
  columns: Columns;
  /** The place's tags before, when the change was to its tags. */
  tags?: string[];
  revision: RevisionInput;
}

/** An edit's undo sets its fields back; photos (and their words) and videos live in their own tables and no bulk action sets them. */
const EDITS: readonly RevisionAction[] = ['update', 'revert'];
const LINKED: readonly PlaceField[] = ['photos', 'photoText', 'youtubeUrls'];

/** The undo of `change` on the place it made; undefined when it is not a change the bulk bar makes. */
function undoOf(stored: StoredLocation, change: Change, at: string): Undo | undefined {
  const place = live(stored);
  const trashed = stored.deletedAt !== null;
  if (change.action === 'delete' && trashed)
    return { place, columns: { deletedAt: null }, revision: restoreRevision(place) };
  if (change.action === 'restore' && !trashed)
    return { place, columns: { deletedAt: at }, revision: deleteRevision(place) };
  if (!EDITS.includes(change.action) || trashed || !change.before) return undefined;
  if (change.fields.some((field) => LINKED.includes(field))) return undefined;
  const { tags, photos: _photos, photoText: _words, youtubeUrls: _videos, ...columns } = change.before;
  return {
    place,
    columns,
    ...(tags ? { tags } : {}),
    revision: updateRevision(place, change.fields, change.before, 'revert'),
  };
}

/** The revisions that gave each place the version named, keyed by place id. */
async function changesAt(trx: Transaction<DB>, wanted: Map<number, number>): Promise<Map<number, Change>> {
  const changes = new Map<number, Change>();
  for (const part of chunks([...wanted.keys()])) {
    const rows = await trx
      .selectFrom('locationRevisions')
      .select(['locationId', 'version', 'action', 'fields', 'before'])
      .where('locationId', 'in', part)
      .where('version', 'in', [...new Set(part.map((id) => wanted.get(id)!))])
      .orderBy('id')
      .execute();
    for (const row of rows) {
      if (wanted.get(row.locationId) !== row.version) continue;
      changes.set(row.locationId, {
        action: row.action,
        fields: JSON.parse(row.fields) as PlaceField[],
        before: row.before === null ? null : (JSON.parse(row.before) as PlaceValues),
      });
    }
  }
  return changes;
}

/** Writes the undos: one UPDATE per set of equal values and slice of ids, the tags, the revisions. */
async function writeUndos(trx: Transaction<DB>, undos: Undo[], at: string): Promise<void> {
  const groups = new Map<string, Undo[]>();
  for (const undo of undos) {
    const key = JSON.stringify(undo.columns);
    groups.set(key, [...(groups.get(key) ?? []), undo]);
  }
  for (const group of groups.values()) {
    const columns = columnsOf(group[0]!.columns);
    for (const part of chunks(group)) {
      await trx
        .updateTable('locations')
        .set((eb) => ({ ...columns, updatedAt: at, version: eb('version', '+', 1) }))
        .where(
          'id',
          'in',
          part.map((undo) => undo.place.id),
        )
        .execute();
    }
  }
  await replacePlaceTags(
    trx,
    undos.flatMap(({ place, tags }) => (tags ? [{ id: place.id, tags }] : [])),
    at,
  );
  await writeRevisions(
    trx,
    undos.map((undo) => undo.revision),
    at,
  );
}

/**
 * Takes back, in one transaction, the change that gave each named place its version, where the
 * place is still at it. Refuses the whole request (changing nothing) when an id names no place or
 * a change no bulk action makes.
 */
export async function undoBulkChanges(
  db: Kysely<DB>,
  { places }: BulkUndo,
  now = new Date(),
): Promise<BulkUndoOutcome> {
  return db.transaction().execute(async (trx): Promise<BulkUndoOutcome> => {
    const ids = places.map((p) => p.id);
    const found = new Map((await lockPlaces(trx, ids)).map((place) => [place.id, place]));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) return { outcome: 'missing', ids: missing };

    const unchanged = places.filter(({ id, version }) => found.get(id)!.version === version);
    const edited = places.filter(({ id, version }) => found.get(id)!.version !== version).map((p) => p.id);
    const changes = await changesAt(trx, new Map(unchanged.map(({ id, version }) => [id, version])));
    const at = now.toISOString();
    const undos = unchanged.map(({ id }) => {
      const change = changes.get(id);
      return { id, undo: change && undoOf(found.get(id)!, change, at) };
    });
    const refused = undos.filter(({ undo }) => !undo).map(({ id }) => id);
    if (refused.length > 0) return { outcome: 'not-undoable', ids: refused };

    const done = undos.flatMap(({ undo }) => undo ?? []);
    await writeUndos(trx, done, at);
    return {
      outcome: 'done',
      result: {
        count: done.length,
        ids: done.map((undo) => undo.place.id),
        versions: Object.fromEntries(done.map(({ revision }) => [revision.locationId, revision.version])),
        edited,
      },
    };
  });
}
