// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `packSales` part: what `call` and `routeUrl` take. */
export const packSalesRoutes: RoutesOf<typeof API>['packSales'] = {
  funnel: { method: 'GET', path: '/api/packs/funnel' },
};
