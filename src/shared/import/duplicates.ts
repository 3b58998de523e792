import { DuplicateFinder, type NamedPoint } from '../duplicates';

/**
 * An imported row is skipped when a place with a similar name (the rule of the owner's "Possible
 * duplicates" view, src/shared/duplicates.ts) is this close: tighter than the view's 200 m, since
 * a skipped row is not imported at all, while the view only asks.
 */
export const IMPORT_DUPLICATE_RADIUS_M = 100;

/** The place already on the map an incoming row is like, and how far apart they are. */
export interface ImportMatch<T> {
  like: T;
  distanceM: number;
}

/**
 * For each incoming place, the nearest place already on the map with a similar name within 100 m,
 * or undefined. Rows of the same file are never compared with each other: a file holds separate
 * places (two near-alike rows were kept apart on purpose), and a row repeating another by id is
 * refused before this.
 */
export function findImportDuplicates<T extends NamedPoint>(
  existing: Iterable<T>,
  incoming: readonly NamedPoint[],
): (ImportMatch<T> | undefined)[] {
  return incoming.map(importDuplicateOf(existing));
}

/** The same, one incoming place at a time (the server lets other requests run between them). */
export function importDuplicateOf<T extends NamedPoint>(
  existing: Iterable<T>,
): (place: NamedPoint) => ImportMatch<T> | undefined {
  const finder = new DuplicateFinder<T>(existing, IMPORT_DUPLICATE_RADIUS_M);
  return (place) => {
    const [nearest] = finder.matches(place);
    return nearest && { like: nearest.place, distanceM: nearest.distanceM };
  };
}
