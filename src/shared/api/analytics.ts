import { SUMMARY_QUERY_MESSAGE, SummaryQuerySchema, SummarySchema } from '../analytics/summary';
import { defineRoute, file, NO_CONTENT } from './define';

const tag = 'Analytics';

/**
 * First-party, cookieless analytics (issue 39; src/shared/analytics/analytics.ts): the browser's
 * beacon. Page loads are counted by the server itself, without a call.
 */
export const analyticsApi = {
  beacon: defineRoute({
    method: 'POST',
    path: '/api/beacon',
    tag,
    summary:
      "The browser's beacon (navigator.sendBeacon, text/plain or application/json, at most 4 KB): one page view after a client-side navigation, or one event, as BeaconSchema. Always 204: a body that does not parse stores nothing. Not counted: the signed-in owner, bots, Sec-GPC: 1. Rate limited per address.",
    access: 'anyone',
    rawBody: 'text/plain',
    response: NO_CONTENT,
    status: 204,
    errors: ['too_large'],
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/api/analytics/summary',
    tag,
    summary:
      "The owner's dashboard for a range of days (from, to: YYYY-MM-DD, at most 366 days; the last 30 by default): visitors and views with the previous range of the same length, a series per day, the top pages, places, trips, referrers, campaigns, countries, devices, browsers and embedding sites, and the funnel from place opened to video clicked.",
    access: 'owner',
    query: SummaryQuerySchema,
    queryMessage: SUMMARY_QUERY_MESSAGE,
    response: SummarySchema,
    errors: ['invalid_input'],
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/api/analytics/export.csv',
    tag,
    summary:
      "The dashboard's range as CSV to download: one row per day (visitors, views), then each top list's rows.",
    access: 'owner',
    query: SummaryQuerySchema,
    queryMessage: SUMMARY_QUERY_MESSAGE,
    response: file('text/csv'),
    errors: ['invalid_input'],
  }),
};
