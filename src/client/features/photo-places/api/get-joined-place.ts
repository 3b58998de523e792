import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import { useQuery } from '@tanstack/react-query';
import { locationKeys } from '#client/lib/query-keys/locations.ts';
import { call } from '#client/lib/api.ts';
import { asPlace } from '#shared/location.ts';

/**
 * GET /api/locations/:id: the existing place a group joins, for what its card says of the visit
 * (the map's summaries carry no visit date). The save reads it afresh for its If-Match.
 */
export function useJoinedPlace(id: number | undefined) {
  return useQuery({
    queryKey: locationKeys.detail(id ?? 0),
    queryFn: async ({ signal }) =>
      asPlace(await call(locationsRoutes.get, { params: { id: String(id) }, signal })),
    enabled: id !== undefined,
  });
}
