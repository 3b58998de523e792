// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `duplicates` part: what `call` and `routeUrl` take. */
export const duplicatesRoutes: RoutesOf<typeof API>['duplicates'] = {
  list: { method: 'GET', path: '/api/duplicates' },
  merge: { method: 'POST', path: '/api/duplicates/merge' },
  dismiss: { method: 'POST', path: '/api/duplicates/dismiss' },
};
