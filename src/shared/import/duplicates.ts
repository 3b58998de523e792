import { haversineMeters } from '../geo/haversine';

/** Two places with the same name closer than this are the same place. */
export const DUPLICATE_RADIUS_M = 100;

interface Named {
  name: string;
  latitude: number;
  longitude: number;
}

/** Names compare trimmed, case-insensitive, with runs of spaces as one. */
export function duplicateNameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/** Places seen so far, grouped by name, so a check only measures places of the same name. */
export class DuplicateFinder {
  readonly #byName = new Map<string, [number, number][]>();

  constructor(places: Iterable<Named> = []) {
    for (const place of places) this.add(place);
  }

  add({ name, latitude, longitude }: Named): void {
    const key = duplicateNameKey(name);
    const list = this.#byName.get(key);
    if (list) list.push([latitude, longitude]);
    else this.#byName.set(key, [[latitude, longitude]]);
  }

  has({ name, latitude, longitude }: Named): boolean {
    const list = this.#byName.get(duplicateNameKey(name));
    return (
      list?.some(([lat, lng]) => haversineMeters(lat, lng, latitude, longitude) <= DUPLICATE_RADIUS_M) ??
      false
    );
  }
}

/**
 * For each incoming place, whether it duplicates an existing place or an earlier row of the same
 * import (same name within 100 m). Every row counts as "earlier" for the rows after it.
 */
export function markDuplicates(existing: Iterable<Named>, incoming: readonly Named[]): boolean[] {
  const finder = new DuplicateFinder(existing);
  return incoming.map((place) => {
    const duplicate = finder.has(place);
    finder.add(place);
    return duplicate;
  });
}
