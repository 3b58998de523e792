import { routes } from '../../../../shared/api/routes.generated';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { duplicateKeys } from '../../../lib/query-keys/duplicates';
import { call } from '../../../lib/api';

/** GET /api/duplicates (owner): pairs of live places with similar names within 200 m. */
export const duplicatesQuery = queryOptions({
  queryKey: duplicateKeys.list(),
  queryFn: ({ signal }) => call(routes.duplicates.list, { signal }),
});

export function useDuplicates(enabled: boolean) {
  return useQuery({ ...duplicatesQuery, enabled });
}
