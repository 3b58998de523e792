import { PLACE_FIELDS, type PlaceField } from '#shared/history.ts';
import type { Location, LocationPatch } from '#shared/location.ts';
import { i18n } from '#client/lib/i18n.ts';
import type { Revision } from '../api/get-history';
import { showValue } from './revision-text';

// What "Restore this version" would do to the place as it is now, said before it is done, and
// what Undo sends back after it.

/** One field a restore changes: its value now and the value the version brings back. */
export interface RestoreChange {
  field: PlaceField;
  from: unknown;
  to: unknown;
}

/** The values a restore of this revision sets: what the change made (what a delete removed). */
const stateOf = (revision: Revision) => (revision.action === 'delete' ? revision.before : revision.after);

/** The fields restoring `revision` would change in `place`, in the order the place lists them. */
export function restoreChanges(place: Location, revision: Revision): RestoreChange[] {
  const state = stateOf(revision) ?? {};
  return PLACE_FIELDS.filter(
    (field) => field in state && showValue(state[field]) !== showValue(place[field]),
  ).map((field) => ({ field, from: place[field], to: state[field] }));
}

/** Said plainly when the restore changes who can see the place; null when it does not. */
export function visibilityChange(changes: readonly RestoreChange[]): string | null {
  const change = changes.find((c) => c.field === 'isPrivate');
  if (!change || Boolean(change.from) === Boolean(change.to)) return null;
  return change.to
    ? i18n._('This makes the place private: visitors will no longer see it')
    : i18n._('This makes the place public: visitors will see it');
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Undo of a restore: the fields it changed, back to their values in `before`. */
export function undoChanges(before: Location, restored: Location): LocationPatch {
  const fields = PLACE_FIELDS.filter((field) => !same(before[field], restored[field]));
  return Object.fromEntries(fields.map((field) => [field, before[field]])) as LocationPatch;
}
