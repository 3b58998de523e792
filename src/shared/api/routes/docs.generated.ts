// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `docs` part: what `call` and `routeUrl` take. */
export const docsRoutes: RoutesOf<typeof API>['docs'] = {
  openapi: { method: 'GET', path: '/api/openapi.json' },
};
