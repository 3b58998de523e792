import type { Transaction } from 'kysely';
import {
  PLACE_FIELDS,
  type PlaceField,
  type PlaceValues,
  type Revision,
  type RevisionAction,
} from '#shared/history.ts';
import type { Location } from '#shared/location.ts';
import { inBatches, type LocationChanges } from './locations';
import type { Executor } from './location-reads';
import type { DB, LocationRevisionRow, NewLocationRevisionRow } from './schema';

/** Who changes places: the one owner, for now. */
export const OWNER_ACTOR = 'owner';

/** A revision to write: the place, what happened, and the values before and after. */
export interface RevisionInput {
  locationId: number;
  action: RevisionAction;
  fields: readonly PlaceField[];
  before: PlaceValues | null;
  after: PlaceValues | null;
  version: number;
  batchId?: string | null;
}

const sameValue = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, i) => item === b[i])
    : typeof a === 'object' && typeof b === 'object' && a !== null && b !== null
      ? JSON.stringify(a) === JSON.stringify(b)
      : a === b;

/** The values of `fields` in `place`. */
export function valuesOf(place: Location, fields: readonly PlaceField[] = PLACE_FIELDS): PlaceValues {
  return Object.fromEntries(fields.map((field) => [field, place[field]])) as PlaceValues;
}

/** The fields `changes` would really change in `place` (a field sent with its current value is no change). */
export function changedFields(place: Location, changes: LocationChanges): PlaceField[] {
  return PLACE_FIELDS.filter((field) => {
    const next = (changes as PlaceValues)[field];
    return next !== undefined && !sameValue(place[field], next);
  });
}

/** Writes the revisions in the caller's transaction: the change and its record commit together. */
export async function writeRevisions(
  trx: Transaction<DB>,
  revisions: readonly RevisionInput[],
  now: string,
  actor = OWNER_ACTOR,
): Promise<void> {
  const rows: NewLocationRevisionRow[] = revisions.map((r) => ({
    locationId: r.locationId,
    action: r.action,
    actor,
    createdAt: now,
    fields: JSON.stringify(r.fields),
    before: r.before === null ? null : JSON.stringify(r.before),
    after: r.after === null ? null : JSON.stringify(r.after),
    version: r.version,
    batchId: r.batchId ?? null,
  }));
  await inBatches(rows, (batch) => trx.insertInto('locationRevisions').values(batch).execute());
}

function toRevision(row: LocationRevisionRow): Revision {
  const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as PlaceValues));
  return {
    id: row.id,
    action: row.action,
    actor: row.actor,
    createdAt: row.createdAt,
    fields: JSON.parse(row.fields) as PlaceField[],
    before: parse(row.before),
    after: parse(row.after),
    version: row.version,
  };
}

/** Every revision of a place (live or in the trash), newest first. */
export async function listRevisions(db: Executor, locationId: number): Promise<Revision[]> {
  const rows = await db
    .selectFrom('locationRevisions')
    .selectAll()
    .where('locationId', '=', locationId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toRevision);
}

export async function getRevision(
  db: Executor,
  locationId: number,
  revisionId: number,
): Promise<Revision | undefined> {
  const row = await db
    .selectFrom('locationRevisions')
    .selectAll()
    .where('locationId', '=', locationId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
  return row && toRevision(row);
}

/** The state a revert to this revision sets: what the change made (what a delete removed). */
export function stateOf(revision: Revision): PlaceValues | null {
  return revision.action === 'delete' ? revision.before : revision.after;
}
