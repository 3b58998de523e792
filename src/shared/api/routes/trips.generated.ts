// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `trips` part: what `call` and `routeUrl` take. */
export const tripsRoutes: RoutesOf<typeof API>['trips'] = {
  list: { method: 'GET', path: '/api/trips' },
  get: { method: 'GET', path: '/api/trips/:id' },
  create: { method: 'POST', path: '/api/trips' },
  update: { method: 'PATCH', path: '/api/trips/:id' },
  remove: { method: 'DELETE', path: '/api/trips/:id' },
  restore: { method: 'POST', path: '/api/trips/:id/restore' },
  trash: { method: 'GET', path: '/api/trips/trash' },
  deleteForever: { method: 'DELETE', path: '/api/trips/trash/:id' },
  emptyTrash: { method: 'DELETE', path: '/api/trips/trash' },
  history: { method: 'GET', path: '/api/trips/:id/history' },
  restoreRevision: { method: 'POST', path: '/api/trips/:id/history/:revisionId/restore' },
  route: { method: 'GET', path: '/api/trips/:id/route' },
  lines: { method: 'GET', path: '/api/trips/lines' },
  addTrack: { method: 'POST', path: '/api/trips/:id/tracks' },
  removeTrack: { method: 'DELETE', path: '/api/trips/:id/tracks/:trackId' },
  export: { method: 'GET', path: '/api/trips/:id/export' },
  import: { method: 'POST', path: '/api/trips/import' },
  ofPlace: { method: 'GET', path: '/api/locations/:id/trips' },
  links: { method: 'GET', path: '/api/trips/:id/links' },
  createLink: { method: 'POST', path: '/api/trips/:id/links' },
  revokeLink: { method: 'DELETE', path: '/api/trips/:id/links/:linkId' },
  shared: { method: 'GET', path: '/api/shared-trips/:token' },
  sharedRoute: { method: 'GET', path: '/api/shared-trips/:token/route' },
  sharedExport: { method: 'GET', path: '/api/shared-trips/:token/export' },
  startPdf: { method: 'POST', path: '/api/trips/:id/pdf' },
  pdfJob: { method: 'GET', path: '/api/trips/:id/pdf/:jobId' },
  pdfFile: { method: 'GET', path: '/api/trips/:id/pdf/:jobId/file' },
};
