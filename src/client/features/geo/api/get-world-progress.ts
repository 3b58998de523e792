import { geoRoutes } from '#shared/api/routes/geo.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api.ts';
import { useRefreshOnPlacesChange } from '../hooks/use-refresh-on-places-change';
import { geoKeys } from '#client/lib/query-keys/geo.ts';

/** Countries of 195, US states of 51, continents of 7; revalidated on every visit (304 when unchanged). */
export const worldProgressQuery = queryOptions({
  queryKey: geoKeys.worldProgress(),
  queryFn: ({ signal }) => call(geoRoutes.worldProgress, { signal }),
  staleTime: 0,
});

export function useWorldProgress() {
  useRefreshOnPlacesChange(worldProgressQuery.queryKey);
  return useQuery(worldProgressQuery);
}
