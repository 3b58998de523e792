// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `ops` part: what `call` and `routeUrl` take. */
export const opsRoutes: RoutesOf<typeof API>['ops'] = {
  alive: { method: 'GET', path: '/healthz' },
  ready: { method: 'GET', path: '/readyz' },
  metrics: { method: 'GET', path: '/metrics' },
};
