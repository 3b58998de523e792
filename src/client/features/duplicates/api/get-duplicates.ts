import { queryOptions, useQuery } from '@tanstack/react-query';
import { duplicatesApi } from '../../../../shared/api/duplicates';
import { call } from '../../../lib/api';
import { duplicateKeys } from './keys';

/** GET /api/duplicates (owner): pairs of live places with similar names within 200 m. */
export const duplicatesQuery = queryOptions({
  queryKey: duplicateKeys.list(),
  queryFn: ({ signal }) => call(duplicatesApi.list, { signal }),
});

export function useDuplicates(enabled: boolean) {
  return useQuery({ ...duplicatesQuery, enabled });
}
