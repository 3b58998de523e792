import type { Trip } from '#shared/trips/trip-schema.ts';
import { TRIP_FIELDS, valuesOf, wireOf, type TripDraft, type TripField, type TripValues } from './trip-draft';

export type Side = 'mine' | 'theirs';
export type Choices = Partial<Record<TripField, Side>>;

/** One field where the owner's edit and the trip as saved elsewhere disagree. */
export interface ConflictRow {
  field: TripField;
  mine: unknown;
  theirs: unknown;
  changedByMe: boolean;
  changedElsewhere: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every field whose outcome depends on the owner's choice (where theirs and the owner's differ). */
export function conflictRows(draft: TripDraft, current: Trip): ConflictRow[] {
  const base = wireOf(valuesOf(draft.base));
  const mine = wireOf(draft.values);
  const theirs = wireOf(valuesOf(current));
  return TRIP_FIELDS.filter((field) => !same(mine[field], theirs[field])).map((field) => ({
    field,
    mine: mine[field],
    theirs: theirs[field],
    changedByMe: !same(base[field], mine[field]),
    changedElsewhere: !same(base[field], theirs[field]),
  }));
}

/** Yours where you changed the field, theirs elsewhere: neither side's change is lost by default. */
export const defaultChoices = (rows: readonly ConflictRow[]): Choices =>
  Object.fromEntries(rows.map((row) => [row.field, row.changedByMe ? 'mine' : 'theirs']));

export const everyChoice = (rows: readonly ConflictRow[], side: Side): Choices =>
  Object.fromEntries(rows.map((row) => [row.field, side]));

/**
 * The edit after a conflict: based on the trip as it is now (its version goes out next), holding
 * theirs with the fields chosen as "mine" taken from the owner's values.
 */
export function rebase(mine: TripValues, current: Trip, choices: Choices): TripDraft {
  const values: Record<string, unknown> = { ...valuesOf(current) };
  for (const field of TRIP_FIELDS) if (choices[field] === 'mine') values[field] = mine[field];
  return { base: current, values: values as unknown as TripValues };
}
