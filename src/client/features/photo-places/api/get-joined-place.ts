import { useQuery } from '@tanstack/react-query';
import type { Location } from '../../../../shared/location';
import { api } from '../../../lib/api';
import { locationKeys } from '../../../lib/query-keys/locations';

/**
 * GET /api/locations/:id: the existing place a group joins, for what its card says of the visit
 * (the map's summaries carry no visit date). The save reads it afresh for its If-Match.
 */
export function useJoinedPlace(id: number | undefined) {
  return useQuery({
    queryKey: locationKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api<Location>(`/locations/${id}`, { signal }),
    enabled: id !== undefined,
  });
}
