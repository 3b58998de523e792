import { suggestionsRoutes } from '#shared/api/routes/suggestions.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxKeys } from '#client/lib/query-keys/inbox.ts';
import { call } from '#client/lib/api.ts';

export const suggestionsQuery = queryOptions({
  queryKey: inboxKeys.kind('suggestions'),
  queryFn: ({ signal }) => call(suggestionsRoutes.list, { signal }),
});

/** GET /api/suggestions (owner only), newest first. */
export function useSuggestions(enabled: boolean) {
  return useQuery({ ...suggestionsQuery, enabled });
}
