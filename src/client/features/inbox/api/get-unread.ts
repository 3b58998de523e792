import { inboxRoutes } from '#shared/api/routes/inbox.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxKeys } from '#client/lib/query-keys/inbox.ts';
import { call } from '#client/lib/api.ts';

/** A new message arrives without the page knowing: the count looks again now and then. */
const REFRESH_MS = 60_000;

export const unreadQuery = queryOptions({
  queryKey: inboxKeys.unread(),
  queryFn: ({ signal }) => call(inboxRoutes.unread, { signal }),
  refetchInterval: REFRESH_MS,
});

/** The messages and suggestions the owner has not read yet (only asked for while signed in). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadQuery, enabled });
}
