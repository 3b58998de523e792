import { defineRoute, NO_CONTENT } from './define';

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
};
