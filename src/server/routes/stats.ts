import { statsJson } from '../cached-json';
import { CachedRepresentation, sendRepresentation } from '../locations-cache';
import type { RoutePlugin } from '../context';

export const statsRoutes: RoutePlugin = async (app, { database, dataVersion }) => {
  // Computed once per version of the places, a page at a time, kept compressed with an ETag.
  const stats = new CachedRepresentation(dataVersion, statsJson(database.db), 'stats', {
    etag: 'content',
  });

  app.get('/stats', { compress: false }, async (request, reply) => sendRepresentation(request, reply, stats));
};
