// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `suggestions` part: what `call` and `routeUrl` take. */
export const suggestionsRoutes: RoutesOf<typeof API>['suggestions'] = {
  create: { method: 'POST', path: '/api/suggestions' },
  list: { method: 'GET', path: '/api/suggestions' },
  setRead: { method: 'PATCH', path: '/api/suggestions/:id' },
  markAdded: { method: 'POST', path: '/api/suggestions/:id/added' },
  delete: { method: 'DELETE', path: '/api/suggestions/:id' },
};
