// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `tags` part: what `call` and `routeUrl` take. */
export const tagsRoutes: RoutesOf<typeof API>['tags'] = {
  list: { method: 'GET', path: '/api/tags' },
  create: { method: 'POST', path: '/api/tags' },
  rename: { method: 'PATCH', path: '/api/tags/:id' },
  merge: { method: 'POST', path: '/api/tags/:id/merge' },
  delete: { method: 'DELETE', path: '/api/tags/:id' },
};
