import { inboxRoutes } from '#shared/api/routes/inbox.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxKeys } from '#client/lib/query-keys/inbox.ts';
import { call, routeUrl } from '#client/lib/api.ts';

export const waitlistQuery = queryOptions({
  queryKey: inboxKeys.kind('waitlist'),
  queryFn: ({ signal }) => call(inboxRoutes.waitlist, { signal }),
});

/** GET /api/waitlist (owner only), newest first. */
export function useWaitlist(enabled: boolean) {
  return useQuery({ ...waitlistQuery, enabled });
}

/** GET /api/waitlist.csv: the browser downloads it (the owner's session cookie goes along). */
export const WAITLIST_CSV_URL = routeUrl(inboxRoutes.waitlistCsv);
