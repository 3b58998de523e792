import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxSuggestion } from '../../../../shared/forms';
import { api } from '../../../lib/api';
import { inboxKeys } from '../../../lib/query-keys/inbox';

export const suggestionsQuery = queryOptions({
  queryKey: inboxKeys.kind('suggestions'),
  queryFn: ({ signal }) => api<InboxSuggestion[]>('/suggestions', { signal }),
});

/** GET /api/suggestions (owner only), newest first. */
export function useSuggestions(enabled: boolean) {
  return useQuery({ ...suggestionsQuery, enabled });
}
