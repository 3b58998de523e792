// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `mail` part: what `call` and `routeUrl` take. */
export const mailRoutes: RoutesOf<typeof API>['mail'] = {
  campaigns: { method: 'GET', path: '/api/mail/campaigns' },
  startCampaign: { method: 'POST', path: '/api/mail/campaigns' },
  campaign: { method: 'GET', path: '/api/mail/campaigns/:id' },
  setCampaignState: { method: 'PATCH', path: '/api/mail/campaigns/:id' },
};
