import { worldProgressJson } from '../cached-json';
import { CachedRepresentation, sendRepresentation } from '../locations-cache';
import type { RoutePlugin } from '../context';

/** GET /api/world-progress: countries of 195, US states of 51, continents of 7 (anyone; cached per version of the places). */
export const worldProgressRoutes: RoutePlugin = async (app, { database, dataVersion }) => {
  const progress = new CachedRepresentation(dataVersion, worldProgressJson(database.db), 'world-progress', {
    etag: 'content',
  });

  app.get('/world-progress', { compress: false }, async (request, reply) =>
    sendRepresentation(request, reply, progress),
  );
};
