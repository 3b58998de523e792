import { NO_NAME, type MapNamesWire, type PlaceSummary } from './map-data';
import { unpackIds } from './packed-columns';

// Apart from map-data.ts: only what needs a visitor's names loads this (its own chunk in the app).

/**
 * The places with their names, matched by id (both lists ascend by id, as the server reads them);
 * `missing` counts the places the names did not cover (a change between the two reads), which keep
 * NO_NAME until both are read again.
 */
export function withNames<P extends PlaceSummary>(
  places: readonly P[],
  wire: MapNamesWire,
): { places: P[]; missing: number } {
  const ids = unpackIds(wire.ids, wire.count);
  const byId = new Map<number, string>();
  let j = 0;
  let missing = 0;
  const named = places.map((place) => {
    // The usual case walks both lists together; a list in another order falls back to a lookup.
    while (j < ids.length && ids[j]! < place.id) j++;
    let name = ids[j] === place.id ? wire.name[j] : undefined;
    if (name === undefined) {
      if (byId.size === 0) ids.forEach((id, i) => byId.set(id, wire.name[i]!));
      name = byId.get(place.id);
    }
    if (name === undefined) missing++;
    return { ...place, name: name ?? NO_NAME };
  });
  return { places: named, missing };
}
