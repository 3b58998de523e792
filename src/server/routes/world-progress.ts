import type { FastifyPluginAsync } from 'fastify';
import { computeWorldProgress } from '../../shared/geo/world-progress';
import { CachedRepresentation, sendRepresentation } from '../locations-cache';
import { listVisitedRegions } from '../db/geo';
import type { AppContext } from '../context';

/** GET /api/world-progress: countries of 195, US states of 51, continents of 7 (anyone; cached per change). */
export const worldProgressRoutes: FastifyPluginAsync<AppContext> = async (
  app,
  { database, locationsChanged },
) => {
  const progress = new CachedRepresentation(async () => {
    const visited = await listVisitedRegions(database.db);
    return computeWorldProgress(visited);
  });
  locationsChanged.subscribe(() => progress.invalidate());

  app.get('/world-progress', { compress: false }, async (request, reply) =>
    sendRepresentation(request, reply, await progress.get()),
  );
};
