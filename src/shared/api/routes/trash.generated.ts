// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `trash` part: what `call` and `routeUrl` take. */
export const trashRoutes: RoutesOf<typeof API>['trash'] = {
  restore: { method: 'POST', path: '/api/locations/:id/restore' },
  list: { method: 'GET', path: '/api/trash' },
  deleteForever: { method: 'DELETE', path: '/api/trash/:id' },
  empty: { method: 'DELETE', path: '/api/trash' },
};
