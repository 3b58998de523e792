import { queryOptions, useQuery } from '@tanstack/react-query';
import { decodeMapData, type MapDataWire, type PlaceSummary } from '../../../../shared/map-data';
import { api } from '../../../lib/api';
import { locationKeys } from './keys';

/** Every place in compact form (map, list order, filters, sidebar counts), loaded once per page. */
export const placesQuery = queryOptions({
  queryKey: locationKeys.map(),
  queryFn: async ({ signal }): Promise<PlaceSummary[]> =>
    decodeMapData(await api<MapDataWire>('/locations/map', { signal })),
  staleTime: 5 * 60_000,
});

export function usePlaces() {
  return useQuery(placesQuery);
}
