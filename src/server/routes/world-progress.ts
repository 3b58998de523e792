import { geoApi } from '#shared/api/geo.ts';
import { routeServer } from '../api/serve';
import { worldProgressJson } from '../cached-json';
import { CachedRepresentation, sendRepresentation } from '../locations-cache';
import type { RoutePlugin } from '../context';

/** GET /api/world-progress: countries of 195, US states of 51, continents of 7 (anyone; cached per version of the places). */
export const worldProgressRoutes: RoutePlugin = async (app, context) => {
  const progress = new CachedRepresentation(
    context.dataVersion,
    worldProgressJson(context.visitedRegions),
    'world-progress',
    { etag: 'content' },
  );

  routeServer(app, context)(
    geoApi.worldProgress,
    (request, reply) => sendRepresentation(request, reply, progress),
    { compress: false },
  );
};
