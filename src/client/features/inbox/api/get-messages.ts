import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxKeys } from '../../../lib/query-keys/inbox';
import { inboxApi } from '../../../../shared/api/inbox';
import { call } from '../../../lib/api';

export const messagesQuery = queryOptions({
  queryKey: inboxKeys.kind('messages'),
  queryFn: ({ signal }) => call(inboxApi.messages, { signal }),
});

/** GET /api/messages (owner only), newest first. */
export function useMessages(enabled: boolean) {
  return useQuery({ ...messagesQuery, enabled });
}
