import { duplicatesRoutes } from '#shared/api/routes/duplicates.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { duplicateKeys } from '#client/lib/query-keys/duplicates.ts';
import { call } from '#client/lib/api.ts';

/** GET /api/duplicates (owner): pairs of live places with similar names within 200 m. */
export const duplicatesQuery = queryOptions({
  queryKey: duplicateKeys.list(),
  queryFn: ({ signal }) => call(duplicatesRoutes.list, { signal }),
});

export function useDuplicates(enabled: boolean) {
  return useQuery({ ...duplicatesQuery, enabled });
}
