import { routes } from '../../../../shared/api/routes.generated';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxKeys } from '../../../lib/query-keys/inbox';
import { call } from '../../../lib/api';

export const messagesQuery = queryOptions({
  queryKey: inboxKeys.kind('messages'),
  queryFn: ({ signal }) => call(routes.inbox.messages, { signal }),
});

/** GET /api/messages (owner only), newest first. */
export function useMessages(enabled: boolean) {
  return useQuery({ ...messagesQuery, enabled });
}
