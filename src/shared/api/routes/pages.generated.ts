// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `pages` part: what `call` and `routeUrl` take. */
export const pagesRoutes: RoutesOf<typeof API>['pages'] = {
  list: { method: 'GET', path: '/api/pages' },
  get: { method: 'GET', path: '/api/pages/:slug' },
  save: { method: 'PUT', path: '/api/pages/:slug' },
  history: { method: 'GET', path: '/api/pages/:slug/history' },
};
