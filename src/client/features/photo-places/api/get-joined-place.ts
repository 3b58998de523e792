import { routes } from '../../../../shared/api/routes.generated';
import { useQuery } from '@tanstack/react-query';
import { locationKeys } from '../../../lib/query-keys/locations';
import { call } from '../../../lib/api';
import { asPlace } from '../../../../shared/location';

/**
 * GET /api/locations/:id: the existing place a group joins, for what its card says of the visit
 * (the map's summaries carry no visit date). The save reads it afresh for its If-Match.
 */
export function useJoinedPlace(id: number | undefined) {
  return useQuery({
    queryKey: locationKeys.detail(id ?? 0),
    queryFn: async ({ signal }) =>
      asPlace(await call(routes.locations.get, { params: { id: String(id) }, signal })),
    enabled: id !== undefined,
  });
}
