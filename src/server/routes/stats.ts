import { statsApi } from '#shared/api/stats.ts';
import { routeServer } from '../api/serve';
import { statsJson } from '../cached-json';
import { CachedRepresentation, sendRepresentation } from '../locations-cache';
import type { RoutePlugin } from '../context';

export const statsRoutes: RoutePlugin = async (app, context) => {
  // Computed once per version of the places, a page at a time, kept compressed with an ETag.
  const stats = new CachedRepresentation(context.dataVersion, statsJson(context.database.db), 'stats', {
    etag: 'content',
  });

  routeServer(app, context)(statsApi.get, (request, reply) => sendRepresentation(request, reply, stats), {
    compress: false,
  });
};
