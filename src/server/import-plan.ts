import type { ChangedSincePlace, ImportChange, ImportDuplicate } from '../shared/import/api-types';
import { importDuplicateOf } from '../shared/import/duplicates';
import type { ImportMode } from '../shared/import/import-schema';
import type { Location } from '../shared/location';
import type { ImportPlan } from './db/import-batches';
import { listLocations, listPlacePositions, type LocationChanges, type NewLocation } from './db/locations';
import { readLocations, type Executor } from './db/location-reads';
import { changedFields, valuesOf } from './db/revisions';
import { eachInTurns, turnTaker } from './turns';

/** Ids per query when looking up the places rows name. */
const ID_CHUNK = 500;
/** The changes the preview shows: enough to see that the file is the right one, not a page of thousands. */
const MAX_LISTED_CHANGES = 20;

/** A valid row: the place it adds, and what it would change in the live place its id names. */
export interface ValidRow {
  row: number;
  /** Where the row is in its file ("line 12"), as the preview names it and `keep` names it back. */
  source: string;
  place: NewLocation;
  id: number | undefined;
  /** Only the fields the row carries: a field the file leaves out is not a change. */
  changes: LocationChanges;
}

export interface Planned extends ImportPlan {
  /** New rows like a place already here, skipped unless kept. */
  duplicates: ImportDuplicate[];
  /** Rows that would change the live place their id names (whatever the mode). */
  toUpdate: number;
  /** Rows naming a live place that would change nothing. */
  unchanged: number;
  changes: ImportChange[];
  /** The version of each live place the rows name. */
  versions: Record<string, number>;
}

async function livePlaces(db: Executor, rows: readonly ValidRow[]): Promise<Map<number, Location>> {
  const ids = [...new Set(rows.flatMap((r) => (r.id === undefined ? [] : [r.id])))];
  const live = new Map<number, Location>();
  for (let i = 0; i < ids.length; i += ID_CHUNK)
    for (const place of await listLocations(db, { ids: ids.slice(i, i + ID_CHUNK) }))
      live.set(place.id, place);
  return live;
}

/**
 * What the import does with each valid row: a row naming a live place by id changes it in update
 * mode (or, identical, leaves it) and is never added as a second copy; every other row is added
 * unless it duplicates a place or an earlier row.
 */
export async function planImport(
  db: Executor,
  rows: ValidRow[],
  mode: ImportMode,
  fileName: string,
  /** The sources of duplicates the owner chose to import anyway. */
  keep: ReadonlySet<string> = new Set(),
): Promise<Planned> {
  const live = await livePlaces(db, rows);
  const planned: Planned = {
    fresh: [],
    updates: [],
    fileName,
    duplicates: [],
    toUpdate: 0,
    unchanged: 0,
    changes: [],
    versions: {},
  };
  const candidates: ValidRow[] = [];
  const takeTurn = turnTaker();
  for (const row of rows) {
    await takeTurn();
    const current = row.id === undefined ? undefined : live.get(row.id);
    if (!current) {
      candidates.push(row);
      continue;
    }
    planned.versions[current.id] = current.version;
    const fields = changedFields(current, row.changes);
    if (fields.length === 0) {
      planned.unchanged += 1;
      continue;
    }
    planned.toUpdate += 1;
    if (mode === 'update') planned.updates.push({ id: current.id, changes: row.changes });
    if (planned.changes.length < MAX_LISTED_CHANGES)
      planned.changes.push({
        id: current.id,
        name: current.name,
        fields,
        before: valuesOf(current, fields),
        after: valuesOf({ ...current, ...row.changes }, fields),
      });
  }
  const duplicateOf = importDuplicateOf(await listPlacePositions(db));
  await eachInTurns(candidates, (row) => {
    const match = duplicateOf(row.place);
    if (!match || keep.has(row.source)) return void planned.fresh.push(row.place);
    planned.duplicates.push({
      source: row.source,
      name: row.place.name,
      like: { id: match.like.id, name: match.like.name },
      distanceM: Math.round(match.distanceM * 10) / 10,
    });
  });
  return planned;
}

/**
 * The places the plan names whose version is not the one the preview saw (`expected`): changed,
 * moved to the trash, or back from it since. Their names as they are now.
 */
export async function changedSince(
  db: Executor,
  planned: Planned,
  expected: Readonly<Record<string, number>>,
): Promise<ChangedSincePlace[]> {
  const ids = new Set([...Object.keys(expected), ...Object.keys(planned.versions)].map(Number));
  const stale = [...ids].filter((id) => expected[id] !== planned.versions[id]).sort((a, b) => a - b);
  const places: ChangedSincePlace[] = [];
  for (let i = 0; i < stale.length; i += ID_CHUNK)
    for (const place of await readLocations(db, { ids: stale.slice(i, i + ID_CHUNK), state: 'any' }))
      places.push({ id: place.id, name: place.name });
  return places;
}
