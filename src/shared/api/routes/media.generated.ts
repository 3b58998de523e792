// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `media` part: what `call` and `routeUrl` take. */
export const mediaRoutes: RoutesOf<typeof API>['media'] = {
  upload: { method: 'POST', path: '/api/media' },
  original: { method: 'GET', path: '/api/media/:id/original' },
  publicCopy: { method: 'GET', path: '/media/:file' },
};
