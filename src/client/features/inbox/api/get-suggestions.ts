import { routes } from '../../../../shared/api/routes.generated';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxKeys } from '../../../lib/query-keys/inbox';
import { call } from '../../../lib/api';

export const suggestionsQuery = queryOptions({
  queryKey: inboxKeys.kind('suggestions'),
  queryFn: ({ signal }) => call(routes.suggestions.list, { signal }),
});

/** GET /api/suggestions (owner only), newest first. */
export function useSuggestions(enabled: boolean) {
  return useQuery({ ...suggestionsQuery, enabled });
}
