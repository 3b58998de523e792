import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuplicatesList } from '../../../../shared/duplicates';
import { api } from '../../../lib/api';
import { duplicateKeys } from '../../../lib/query-keys/duplicates';

/** GET /api/duplicates (owner): pairs of live places with similar names within 200 m. */
export const duplicatesQuery = queryOptions({
  queryKey: duplicateKeys.list(),
  queryFn: ({ signal }) => api<DuplicatesList>('/duplicates', { signal }),
});

export function useDuplicates(enabled: boolean) {
  return useQuery({ ...duplicatesQuery, enabled });
}
