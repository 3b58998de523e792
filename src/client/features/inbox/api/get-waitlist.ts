import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '../../../../shared/forms';
import { api } from '../../../lib/api';
import { inboxKeys } from '../../../lib/query-keys/inbox';

export const waitlistQuery = queryOptions({
  queryKey: inboxKeys.kind('waitlist'),
  queryFn: ({ signal }) => api<WaitlistEntry[]>('/waitlist', { signal }),
});

/** GET /api/waitlist (owner only), newest first. */
export function useWaitlist(enabled: boolean) {
  return useQuery({ ...waitlistQuery, enabled });
}

/** GET /api/waitlist.csv: the browser downloads it (the owner's session cookie goes along). */
export const WAITLIST_CSV_URL = '/api/waitlist.csv';
