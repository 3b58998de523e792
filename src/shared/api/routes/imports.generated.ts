// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `imports` part: what `call` and `routeUrl` take. */
export const importsRoutes: RoutesOf<typeof API>['imports'] = {
  preview: { method: 'POST', path: '/api/import/preview' },
  commit: { method: 'POST', path: '/api/import' },
  progress: { method: 'GET', path: '/api/import/progress' },
  list: { method: 'GET', path: '/api/imports' },
  undo: { method: 'POST', path: '/api/imports/:id/undo' },
  restore: { method: 'POST', path: '/api/imports/:id/restore' },
};
