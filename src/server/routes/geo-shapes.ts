import type { FastifyPluginAsync } from 'fastify';
import { computeWorldProgress } from '../../shared/geo/world-progress';
import { visitedShapes } from '../geo/visited-shapes';
import { CachedRepresentation, sendRepresentation } from '../locations-cache';
import type { AppContext } from '../context';

/**
 * GET /api/geo/visited-shapes: a GeoJSON FeatureCollection of the visited countries' and US states'
 * outlines (properties: name, kind "country" | "state"), for the map's shading. Cached per change.
 */
export const geoShapeRoutes: FastifyPluginAsync<AppContext> = async (app, { database, locationsChanged }) => {
  const shapes = new CachedRepresentation(async () => {
    const visited = await database.db
      .selectFrom('locations')
      .select(['status', 'country', 'state'])
      .distinct()
      .where('status', '=', 'visited')
      .execute();
    const { countries, usStates } = computeWorldProgress(visited);
    return visitedShapes([...countries.list, ...countries.others], usStates.list);
  });
  locationsChanged.subscribe(() => shapes.invalidate());

  app.get('/geo/visited-shapes', { compress: false }, async (request, reply) => sendRepresentation(request, reply, await shapes.get()));
};
