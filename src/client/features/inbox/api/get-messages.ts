import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxMessage } from '../../../../shared/forms';
import { api } from '../../../lib/api';
import { inboxKeys } from '../../../lib/query-keys/inbox';

export const messagesQuery = queryOptions({
  queryKey: inboxKeys.kind('messages'),
  queryFn: ({ signal }) => api<InboxMessage[]>('/messages', { signal }),
});

/** GET /api/messages (owner only), newest first. */
export function useMessages(enabled: boolean) {
  return useQuery({ ...messagesQuery, enabled });
}
