import { inboxRoutes } from '#shared/api/routes/inbox.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxKeys } from '#client/lib/query-keys/inbox.ts';
import { call } from '#client/lib/api.ts';

export const messagesQuery = queryOptions({
  queryKey: inboxKeys.kind('messages'),
  queryFn: ({ signal }) => call(inboxRoutes.messages, { signal }),
});

/** GET /api/messages (owner only), newest first. */
export function useMessages(enabled: boolean) {
  return useQuery({ ...messagesQuery, enabled });
}
