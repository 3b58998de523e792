import { useDeferredValue, useMemo } from 'react';
import { filterPlaces, type Filters } from '../../../../shared/filters';
import type { PlaceSummary } from '../../../../shared/map-data';
import { usePlaces } from '../api/get-places';
import { useLiveSearch } from './live-search';

const NO_PLACES: PlaceSummary[] = [];

/** All places and the filtered ones; filtering follows typing without blocking it. */
export function useFilteredPlaces(filters: Filters) {
  const query = usePlaces();
  const all = query.data ?? NO_PLACES;
  const typed = useLiveSearch();
  const current = useMemo(() => (typed === null ? filters : { ...filters, search: typed }), [filters, typed]);
  const deferred = useDeferredValue(current);
  const filtered = useMemo(() => filterPlaces(all, deferred), [all, deferred]);
  return { all, filtered, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
