import { countryOf } from './geo/regions';
import type { PlaceSummary } from './map-data';
import type { SortKey } from './place-order';

// Apart from place-order.ts (the orders' names, which every page's URL reading needs): only the
// screens that sort places load this.

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

// The whole list sorted by name or by country, kept as long as the list itself (lists of places are
// never changed in place): choosing a filter or typing does not sort 100,000 places again.
const sortedCache = new WeakMap<readonly PlaceSummary[], Map<SortKey, readonly PlaceSummary[]>>();

function compareByCountry(a: PlaceSummary, b: PlaceSummary): number {
  const x = countryOf(a);
  const y = countryOf(b);
  if (x !== y) {
    if (x === null) return 1;
    if (y === null) return -1;
    const byCountry = collator.compare(x, y);
    if (byCountry !== 0) return byCountry;
  }
  return collator.compare(a.name, b.name) || a.id - b.id;
}

function sortedLocally(all: readonly PlaceSummary[], sort: 'name' | 'country'): readonly PlaceSummary[] {
  let byKey = sortedCache.get(all);
  if (!byKey) {
    byKey = new Map();
    sortedCache.set(all, byKey);
  }
  let sorted = byKey.get(sort);
  if (!sorted) {
    sorted =
      sort === 'name'
        ? [...all].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id)
        : [...all].sort(compareByCountry);
    byKey.set(sort, sorted);
  }
  return sorted;
}

// The whole list in a server order, kept per list and per answer.
const serverCache = new WeakMap<
  readonly PlaceSummary[],
  WeakMap<readonly number[], readonly PlaceSummary[]>
>();

function sortedByIds(all: readonly PlaceSummary[], ids: readonly number[]): readonly PlaceSummary[] {
  let byIds = serverCache.get(all);
  if (!byIds) {
    byIds = new WeakMap();
    serverCache.set(all, byIds);
  }
  let sorted = byIds.get(ids);
  if (!sorted) {
    const byId = new Map(all.map((place) => [place.id, place]));
    const out: PlaceSummary[] = [];
    for (const id of ids) {
      const place = byId.get(id);
      if (place) {
        out.push(place);
        byId.delete(id);
      }
    }
    // A place the answer does not know yet (added since) goes last, in the map's order.
    for (const place of byId.values()) out.push(place);
    sorted = out;
    byIds.set(ids, sorted);
  }
  return sorted;
}

/**
 * The filtered places in the chosen order. `all` is the whole list `filtered` was taken from;
 * `serverIds` the server's order for the date orders (until it arrives, the default order stands).
 */
export function sortPlaces<T extends PlaceSummary>(
  all: readonly T[],
  filtered: T[],
  sort: SortKey,
  serverIds?: readonly number[],
): T[] {
  if (sort === 'default' || filtered.length < 2) return filtered;
  let sorted: readonly PlaceSummary[];
  if (sort === 'name' || sort === 'country') sorted = sortedLocally(all, sort);
  else if (serverIds) sorted = sortedByIds(all, serverIds);
  else return filtered;
  if (filtered.length === all.length) return sorted as T[];
  const kept = new Set<PlaceSummary>(filtered);
  return sorted.filter((place) => kept.has(place)) as T[];
}
