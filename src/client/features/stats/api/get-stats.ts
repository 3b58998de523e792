import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../../shared/stats';
import { api } from '../../../lib/api';
import { statsKey } from '../../../lib/query-keys/site';

/**
 * The statistics, computed by the server. Always revalidated when the screen opens: the server
 * answers from its cache (304 when nothing changed), so a place edited a moment ago shows at once.
 */
export const statsQuery = queryOptions({
  queryKey: statsKey,
  queryFn: ({ signal }) => api<Stats>('/stats', { signal }),
  staleTime: 0,
});

export function useStats() {
  return useQuery(statsQuery);
}
