import type { Transaction } from 'kysely';
import type { TripRevision, TripTrack } from '#shared/trips/trip-schema.ts';
import type { Executor } from './location-reads';
import { OWNER_ACTOR } from './revisions';
import type { DB } from './schema';
import type { Selectable } from 'kysely';
import type { TripRevisionsTable } from './trips-tables';
import type { TripField, TripValues } from './trips-values';

// A trip's history: one row a change, written in the change's own transaction.

/** A trip's tracks as a revision records them (without their points): not a value a revert sets. */
export type RevisionValues = Partial<TripValues> & { tracks?: TripTrack[] };

export interface TripRevisionInput {
  tripId: number;
  action: TripRevision['action'];
  fields: readonly (TripField | 'tracks')[];
  before: RevisionValues | null;
  after: RevisionValues | null;
  version: number;
}

export async function writeTripRevision(
  trx: Transaction<DB>,
  revision: TripRevisionInput,
  now: string,
  actor = OWNER_ACTOR,
): Promise<void> {
  const json = (values: RevisionValues | null) => (values === null ? null : JSON.stringify(values));
  await trx
    .insertInto('tripRevisions')
    .values({
      tripId: revision.tripId,
      action: revision.action,
      actor,
      createdAt: now,
      fields: JSON.stringify(revision.fields),
      before: json(revision.before),
      after: json(revision.after),
      version: revision.version,
    })
    .execute();
}

function toRevision(row: Selectable<TripRevisionsTable>): TripRevision {
  const parse = (text: string | null) =>
    text === null ? null : (JSON.parse(text) as Record<string, unknown>);
  return {
    id: row.id,
    action: row.action,
    actor: row.actor,
    createdAt: row.createdAt,
    fields: JSON.parse(row.fields) as string[],
    before: parse(row.before),
    after: parse(row.after),
    version: row.version,
  };
}

/** Every revision of a trip (live or in the trash), newest first. */
export async function listTripRevisions(db: Executor, tripId: number): Promise<TripRevision[]> {
  const rows = await db
    .selectFrom('tripRevisions')
    .selectAll()
    .where('tripId', '=', tripId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toRevision);
}

export async function getTripRevision(
  db: Executor,
  tripId: number,
  revisionId: number,
): Promise<TripRevision | undefined> {
  const row = await db
    .selectFrom('tripRevisions')
    .selectAll()
    .where('tripId', '=', tripId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
  return row && toRevision(row);
}

/**
 * The values a revert to this revision sets: what the change made (what a delete removed). A track
 * added or removed is in the history but not set back (its points are not kept there).
 */
export function tripStateOf(revision: TripRevision): Record<string, unknown> | null {
  const state = revision.action === 'delete' ? revision.before : revision.after;
  if (state === null) return null;
  const { tracks: _tracks, ...values } = state;
  return values;
}
