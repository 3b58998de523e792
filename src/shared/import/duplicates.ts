import { DuplicateFinder, type NamedPoint } from '../duplicates';

/**
 * An imported row is skipped when a place with a similar name (the rule of the owner's "Possible
 * duplicates" view, src/shared/duplicates.ts) is this close: tighter than the view's 200 m, since
 * a skipped row is not imported at all, while the view only asks.
 */
export const IMPORT_DUPLICATE_RADIUS_M = 100;

/**
 * For each incoming place, whether it duplicates an existing place or an earlier row of the same
 * import (a similar name within 100 m). Every row counts as "earlier" for the rows after it.
 */
export function markDuplicates(existing: Iterable<NamedPoint>, incoming: readonly NamedPoint[]): boolean[] {
  const finder = new DuplicateFinder(existing, IMPORT_DUPLICATE_RADIUS_M);
  return incoming.map((place) => {
    const duplicate = finder.has(place);
    finder.add(place);
    return duplicate;
  });
}
