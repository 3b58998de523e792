import { useDeferredValue, useMemo } from 'react';
import { filterPlaces, type Filters } from '../../../../shared/filters';
import type { PlaceSummary } from '../../../../shared/map-data';
import { usePlaces } from '../api/get-places';

const NO_PLACES: PlaceSummary[] = [];

/** All places and the filtered ones; filtering follows typing without blocking it. */
export function useFilteredPlaces(filters: Filters) {
  const query = usePlaces();
  const all = query.data ?? NO_PLACES;
  const deferred = useDeferredValue(filters);
  const filtered = useMemo(() => filterPlaces(all, deferred), [all, deferred]);
  return { all, filtered, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
