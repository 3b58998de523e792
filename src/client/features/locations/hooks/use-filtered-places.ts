import { useDeferredValue, useMemo } from 'react';
import { filterPlaces, type Filters } from '../../../../shared/filters';
import type { PlaceSummary } from '../../../../shared/map-data';
import { usePlaces } from '../api/get-places';
import { useLiveSearch } from './live-search';

const NO_PLACES: PlaceSummary[] = [];
/** Below this many places filtering takes a millisecond or two: the map follows the same keystroke. */
const DEFER_ABOVE = 20_000;

/** All places and the filtered ones; with very many places, filtering follows typing without blocking it. */
export function useFilteredPlaces(filters: Filters) {
  const query = usePlaces();
  const all = query.data ?? NO_PLACES;
  const typed = useLiveSearch();
  const current = useMemo(() => (typed === null ? filters : { ...filters, search: typed }), [filters, typed]);
  const deferred = useDeferredValue(current);
  const applied = all.length > DEFER_ABOVE ? deferred : current;
  const filtered = useMemo(() => filterPlaces(all, applied), [all, applied]);
  return { all, filtered, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
