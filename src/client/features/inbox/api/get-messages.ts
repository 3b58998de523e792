import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxApi } from '../../../../shared/api/inbox';
import { call } from '../../../lib/api';
import { inboxKeys } from './keys';

export const messagesQuery = queryOptions({
  queryKey: inboxKeys.kind('messages'),
  queryFn: ({ signal }) => call(inboxApi.messages, { signal }),
});

/** GET /api/messages (owner only), newest first. */
export function useMessages(enabled: boolean) {
  return useQuery({ ...messagesQuery, enabled });
}
