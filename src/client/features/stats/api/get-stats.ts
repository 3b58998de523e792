import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsKey } from '../../../lib/query-keys/site';
import { statsApi } from '../../../../shared/api/stats';
import { call } from '../../../lib/api';

/**
 * The statistics, computed by the server. Always revalidated when the screen opens: the server
 * answers from its cache (304 when nothing changed), so a place edited a moment ago shows at once.
 */
export const statsQuery = queryOptions({
  queryKey: ['stats'],
  queryFn: ({ signal }) => call(statsApi.get, { signal }),
  staleTime: 0,
});

export function useStats() {
  return useQuery(statsQuery);
}
