import { useDeferredValue, useMemo, useState } from 'react';
import { filterPlaces, sameFilters, type Filters } from '#shared/filters.ts';
import type { PlaceSummary } from '#shared/map-data.ts';
import type { SortKey } from '#shared/place-order.ts';
import { sortPlaces } from '#shared/place-sort.ts';
import { usePlaces } from '../api/get-places';
import { usePlaceOrder } from '../api/place-order';
import { usePlaceSearch } from '../api/search-places';

const NO_PLACES: PlaceSummary[] = [];
/** Below this many places filtering takes a millisecond or two: the map follows the same keystroke. */
const DEFER_ABOVE = 20_000;

/**
 * The filters as first seen while their values stay the same. The same filters arrive anew when the
 * URL catches up with the search just typed: filtering 100,000 places again, and redrawing the map
 * for the same result, would be wasted.
 */
function useSameFilters(filters: Filters): Filters {
  const [kept, setKept] = useState(filters);
  if (kept === filters || sameFilters(kept, filters)) return kept;
  setKept(filters);
  return filters;
}

/**
 * All places, the filtered ones (for the map) and the filtered ones in the chosen order (for the
 * list and the next/previous place). The search matches names, countries and US states at each
 * keystroke; the places whose address or notes match join when the server answers (`searching`
 * until then). With very many places, filtering follows typing without blocking it. A visitor's
 * names are asked for when the search or the order needs them (or `names` says so): until they come,
 * the search counts as `searching`.
 */
export function useFilteredPlaces(wanted: Filters, sort: SortKey = 'default', { names = false } = {}) {
  const query = usePlaces({ names: names || wanted.search !== '' || sort === 'name' });
  const all = query.data ?? NO_PLACES;
  const filters = useSameFilters(wanted);
  const deferred = useDeferredValue(filters);
  const applied = all.length > DEFER_ABOVE ? deferred : filters;
  const { found, searching } = usePlaceSearch(applied.search);
  const filtered = useMemo(() => filterPlaces(all, applied, found), [all, applied, found]);
  const serverOrder = usePlaceOrder(sort);
  const ordered = useMemo(
    () => sortPlaces(all, filtered, sort, serverOrder),
    [all, filtered, sort, serverOrder],
  );
  return {
    all,
    filtered,
    ordered,
    searching: searching || (query.namesPending && !query.namesError && applied.search !== ''),
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
  };
}
