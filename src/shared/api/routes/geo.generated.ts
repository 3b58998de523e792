// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `geo` part: what `call` and `routeUrl` take. */
export const geoRoutes: RoutesOf<typeof API>['geo'] = {
  regions: { method: 'POST', path: '/api/geo/regions' },
  region: { method: 'GET', path: '/api/geo/region' },
  visitedShapes: { method: 'GET', path: '/api/geo/visited-shapes' },
  worldOutlines: { method: 'GET', path: '/api/geo/world-outlines' },
  worldProgress: { method: 'GET', path: '/api/world-progress' },
  geocode: { method: 'GET', path: '/api/geocode' },
  reverseGeocode: { method: 'GET', path: '/api/geocode/reverse' },
};
