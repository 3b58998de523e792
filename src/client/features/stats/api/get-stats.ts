import { statsRoutes } from '#shared/api/routes/stats.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsKey } from '#client/lib/query-keys/site.ts';
import { call } from '#client/lib/api.ts';

/**
 * The statistics, computed by the server. Always revalidated when the screen opens: the server
 * answers from its cache (304 when nothing changed), so a place edited a moment ago shows at once.
 */
export const statsQuery = queryOptions({
  queryKey: statsKey,
  queryFn: ({ signal }) => call(statsRoutes.get, { signal }),
  staleTime: 0,
});

export function useStats() {
  return useQuery(statsQuery);
}
