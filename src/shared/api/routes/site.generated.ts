// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `site` part: what `call` and `routeUrl` take. */
export const siteRoutes: RoutesOf<typeof API>['site'] = {
  get: { method: 'GET', path: '/api/site' },
  channel: { method: 'GET', path: '/api/channel' },
  update: { method: 'PATCH', path: '/api/site' },
  onboarding: { method: 'GET', path: '/api/onboarding' },
  saveOnboarding: { method: 'PUT', path: '/api/onboarding' },
  onboardLater: { method: 'POST', path: '/api/onboarding/later' },
};
