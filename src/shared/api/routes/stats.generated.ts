// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `stats` part: what `call` and `routeUrl` take. */
export const statsRoutes: RoutesOf<typeof API>['stats'] = {
  get: { method: 'GET', path: '/api/stats' },
};
