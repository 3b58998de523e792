// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `locations` part: what `call` and `routeUrl` take. */
export const locationsRoutes: RoutesOf<typeof API>['locations'] = {
  list: { method: 'GET', path: '/api/locations' },
  map: { method: 'GET', path: '/api/locations/map' },
  mapNames: { method: 'GET', path: '/api/locations/map/names' },
  ownerMap: { method: 'GET', path: '/api/locations/map/owner' },
  get: { method: 'GET', path: '/api/locations/:id' },
  create: { method: 'POST', path: '/api/locations' },
  update: { method: 'PATCH', path: '/api/locations/:id' },
  remove: { method: 'DELETE', path: '/api/locations/:id' },
  search: { method: 'GET', path: '/api/locations/search' },
  order: { method: 'GET', path: '/api/locations/order' },
  types: { method: 'GET', path: '/api/location-types' },
  history: { method: 'GET', path: '/api/locations/:id/history' },
  restoreRevision: { method: 'POST', path: '/api/locations/:id/history/:revisionId/restore' },
  bulk: { method: 'POST', path: '/api/locations/bulk' },
  bulkUndo: { method: 'POST', path: '/api/locations/bulk/undo' },
};
