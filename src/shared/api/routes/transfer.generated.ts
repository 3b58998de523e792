// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `transfer` part: what `call` and `routeUrl` take. */
export const transferRoutes: RoutesOf<typeof API>['transfer'] = {
  export: { method: 'GET', path: '/api/export' },
  exportSelection: { method: 'POST', path: '/api/export' },
  download: { method: 'GET', path: '/api/places/download' },
  archive: { method: 'GET', path: '/api/archive' },
  restore: { method: 'POST', path: '/api/archive/restore' },
};
