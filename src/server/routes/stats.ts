import { statsApi } from '#shared/api/stats.ts';
import { routeServer } from '../api/serve';
import { sendRepresentation, wholeArchiveCache } from '../locations-cache';
import type { RoutePlugin } from '../context';

export const statsRoutes: RoutePlugin = async (app, context) => {
  // Computed once per version of the places, a page at a time, kept compressed with an ETag;
  // visitors get the previous figures while a long rebuild runs.
  const stats = wholeArchiveCache(context, 'stats', 'content');

  routeServer(app, context)(statsApi.get, (request, reply) => sendRepresentation(request, reply, stats), {
    compress: false,
  });
};
