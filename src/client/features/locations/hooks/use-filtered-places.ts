import { useDeferredValue, useMemo } from 'react';
import { filterPlaces, type Filters } from '../../../../shared/filters';
import type { PlaceSummary } from '../../../../shared/map-data';
import { usePlaces } from '../api/get-places';

const NO_PLACES: PlaceSummary[] = [];
/** Below this many places filtering takes a millisecond or two: the map follows the same keystroke. */
const DEFER_ABOVE = 20_000;

/**
 * All places and the filtered ones; with very many places, filtering follows typing without blocking it.
 * Give `filters` a new identity only when a filter changes: the filtering reruns with it.
 */
export function useFilteredPlaces(filters: Filters) {
  const query = usePlaces();
  const all = query.data ?? NO_PLACES;
  const deferred = useDeferredValue(filters);
  const applied = all.length > DEFER_ABOVE ? deferred : filters;
  const filtered = useMemo(() => filterPlaces(all, applied), [all, applied]);
  return { all, filtered, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
