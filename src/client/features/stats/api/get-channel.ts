import { siteRoutes } from '#shared/api/routes/site.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api.ts';

/** The channel card's figures and latest videos; YouTube's change at most every few hours. */
export const channelQuery = queryOptions({
  queryKey: ['channel'],
  queryFn: ({ signal }) => call(siteRoutes.channel, { signal }),
  staleTime: 10 * 60_000,
});

/**
 * Asked only when the owner set a channel id: without one the card shows the site settings'
 * numbers and no videos, with no request of its own (as before the live card).
 */
export function useChannel(channelId: string) {
  return useQuery({ ...channelQuery, queryKey: ['channel', channelId], enabled: channelId !== '' });
}
