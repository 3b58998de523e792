import { queryOptions, useQuery } from '@tanstack/react-query';
import { duplicateKeys } from '../../../lib/query-keys/duplicates';
import { duplicatesApi } from '../../../../shared/api/duplicates';
import { call } from '../../../lib/api';

/** GET /api/duplicates (owner): pairs of live places with similar names within 200 m. */
export const duplicatesQuery = queryOptions({
  queryKey: duplicateKeys.list(),
  queryFn: ({ signal }) => call(duplicatesApi.list, { signal }),
});

export function useDuplicates(enabled: boolean) {
  return useQuery({ ...duplicatesQuery, enabled });
}
