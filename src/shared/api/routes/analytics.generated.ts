// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `analytics` part: what `call` and `routeUrl` take. */
export const analyticsRoutes: RoutesOf<typeof API>['analytics'] = {
  beacon: { method: 'POST', path: '/api/beacon' },
  summary: { method: 'GET', path: '/api/analytics/summary' },
  exportCsv: { method: 'GET', path: '/api/analytics/export.csv' },
};
