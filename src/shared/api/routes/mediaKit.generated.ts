// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `mediaKit` part: what `call` and `routeUrl` take. */
export const mediaKitRoutes: RoutesOf<typeof API>['mediaKit'] = {
  get: { method: 'GET', path: '/api/media-kit' },
  settings: { method: 'GET', path: '/api/media-kit/settings' },
  saveSettings: { method: 'PUT', path: '/api/media-kit/settings' },
};
