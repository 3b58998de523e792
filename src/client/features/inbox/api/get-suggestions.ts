import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxKeys } from '../../../lib/query-keys/inbox';
import { suggestionsApi } from '../../../../shared/api/suggestions';
import { call } from '../../../lib/api';

export const suggestionsQuery = queryOptions({
  queryKey: inboxKeys.kind('suggestions'),
  queryFn: ({ signal }) => call(suggestionsApi.list, { signal }),
});

/** GET /api/suggestions (owner only), newest first. */
export function useSuggestions(enabled: boolean) {
  return useQuery({ ...suggestionsQuery, enabled });
}
