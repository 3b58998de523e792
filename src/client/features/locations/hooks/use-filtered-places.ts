import { useDeferredValue, useMemo, useState } from 'react';
import { filterPlaces, sameFilters, type Filters } from '../../../../shared/filters';
import type { PlaceSummary } from '../../../../shared/map-data';
import { usePlaces } from '../api/get-places';

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

/** All places and the filtered ones; with very many places, filtering follows typing without blocking it. */
export function useFilteredPlaces(wanted: Filters) {
  const query = usePlaces();
  const all = query.data ?? NO_PLACES;
  const filters = useSameFilters(wanted);
  const deferred = useDeferredValue(filters);
  const applied = all.length > DEFER_ABOVE ? deferred : filters;
  const filtered = useMemo(() => filterPlaces(all, applied), [all, applied]);
  return { all, filtered, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
