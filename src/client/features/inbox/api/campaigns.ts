import { mailRoutes } from '#shared/api/routes/mail.generated.ts';
import type { Campaign, Campaigns } from '#shared/api/mail.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '#client/lib/query-keys/inbox.ts';
import { call } from '#client/lib/api.ts';

/** Under 'inbox', so signing out drops it with the rest of the owner's inbox. */
const campaignsKey = [...inboxKeys.all, 'campaigns'] as const;

/** How often the progress is read again while a campaign is running. */
const WATCH_MS = 1_000;

/** GET /api/mail/campaigns: whether email is configured, and the campaigns, read again while one runs. */
export function useCampaigns(enabled: boolean) {
  return useQuery({
    queryKey: campaignsKey,
    queryFn: ({ signal }) => call(mailRoutes.campaigns, { signal }),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.campaigns.some((campaign) => campaign.state === 'running') ? WATCH_MS : false,
  });
}

const withCampaign = (data: Campaigns | undefined, campaign: Campaign): Campaigns | undefined =>
  data && {
    ...data,
    campaigns: [campaign, ...data.campaigns.filter((each) => each.id !== campaign.id)].sort(
      (a, b) => b.id - a.id,
    ),
  };

/** POST /api/mail/campaigns: tells the waitlist (one Idempotency-Key per dialog, so a retry starts one). */
export function useStartCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ subject, message, key }: { subject: string; message: string; key: string }) =>
      call(mailRoutes.startCampaign, { body: { subject, message }, idempotencyKey: key }),
    onSuccess: (campaign) =>
      client.setQueryData<Campaigns>(campaignsKey, (data) => withCampaign(data, campaign)),
  });
}

/** PATCH /api/mail/campaigns/:id: pause or resume. */
export function useSetCampaignState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: 'running' | 'paused' }) =>
      call(mailRoutes.setCampaignState, { params: { id: String(id) }, body: { state } }),
    onSuccess: (campaign) =>
      client.setQueryData<Campaigns>(campaignsKey, (data) => withCampaign(data, campaign)),
  });
}
