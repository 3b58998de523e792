import { SUMMARY_QUERY_MESSAGE, SummaryQuerySchema } from '../analytics/summary';
import { PackFunnelSchema } from '../packs/funnel';
import { defineRoute } from './define';

/**
 * The owner's figures of trip packs read with the audience counting (issue 43). A part of its own:
 * the client's core carries the packs part's routes (the /trip-packs list), not these.
 */
export const packSalesApi = {
  funnel: defineRoute({
    method: 'GET',
    path: '/api/packs/funnel',
    tag: 'Trip packs',
    summary:
      "Each pack's funnel over a range of days (from, to: YYYY-MM-DD, at most 366 days; the last 30 by default): its page's views, its Buy clicks, its paid orders (refunded ones left out), and the rate of each step.",
    access: 'owner',
    query: SummaryQuerySchema,
    queryMessage: SUMMARY_QUERY_MESSAGE,
    response: PackFunnelSchema,
    errors: ['invalid_input'],
  }),
};
