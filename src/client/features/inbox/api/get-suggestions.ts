import { queryOptions, useQuery } from '@tanstack/react-query';
import { suggestionsApi } from '../../../../shared/api/suggestions';
import { call } from '../../../lib/api';
import { inboxKeys } from './keys';

export const suggestionsQuery = queryOptions({
  queryKey: inboxKeys.kind('suggestions'),
  queryFn: ({ signal }) => call(suggestionsApi.list, { signal }),
});

/** GET /api/suggestions (owner only), newest first. */
export function useSuggestions(enabled: boolean) {
  return useQuery({ ...suggestionsQuery, enabled });
}
