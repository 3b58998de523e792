// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `packs` part: what `call` and `routeUrl` take. */
export const packsRoutes: RoutesOf<typeof API>['packs'] = {
  list: { method: 'GET', path: '/api/packs' },
  get: { method: 'GET', path: '/api/packs/:id' },
  previewRoute: { method: 'GET', path: '/api/packs/:id/route' },
  manage: { method: 'GET', path: '/api/packs/manage' },
  manageOne: { method: 'GET', path: '/api/packs/:id/manage' },
  create: { method: 'POST', path: '/api/packs' },
  update: { method: 'PATCH', path: '/api/packs/:id' },
  release: { method: 'POST', path: '/api/packs/:id/releases' },
  putOnSale: { method: 'POST', path: '/api/packs/:id/on-sale' },
  retire: { method: 'POST', path: '/api/packs/:id/retire' },
  orders: { method: 'GET', path: '/api/packs/orders' },
  ordersCsv: { method: 'GET', path: '/api/packs/orders.csv' },
  libraryLink: { method: 'POST', path: '/api/packs/orders/:id/library-link' },
  emailLink: { method: 'POST', path: '/api/packs/orders/:id/email-link' },
  revokeLinks: { method: 'DELETE', path: '/api/packs/orders/:id/library-links' },
  sales: { method: 'GET', path: '/api/packs/sales' },
  checkout: { method: 'POST', path: '/api/packs/:id/checkout' },
  webhook: { method: 'POST', path: '/api/stripe/webhook' },
  library: { method: 'GET', path: '/api/library/:token' },
  libraryRoute: { method: 'GET', path: '/api/library/:token/route' },
  libraryFile: { method: 'GET', path: '/api/library/:token/files/:format' },
  updatesOff: { method: 'POST', path: '/api/library/:token/updates-off' },
  resend: { method: 'POST', path: '/api/library/resend' },
};
