import type { FastifyPluginAsync } from 'fastify';
import { computeStats, type Stats } from '../../shared/stats';
import type { Location } from '../../shared/location';
import { listLocations } from '../db/locations';
import { listStatsPlaces } from '../db/stats';
import { CachedRepresentation, sendRepresentation } from '../locations-cache';
import type { AppContext } from '../context';

export const statsRoutes: FastifyPluginAsync<AppContext> = async (app, { database, locationsChanged }) => {
  const { db } = database;
  // Computed once per change of the places, kept compressed with an ETag.
  const stats = new CachedRepresentation(async (): Promise<Stats> => {
    const summary = computeStats(await listStatsPlaces(db));
    const ids = summary.recentlyAdded.map((place) => place.id);
    const byId = new Map((await listLocations(db, { ids })).map((place) => [place.id, place]));
    const recentlyAdded = ids
      .map((id) => byId.get(id))
      .filter((place): place is Location => place !== undefined);
    return { ...summary, recentlyAdded };
  });
  locationsChanged.subscribe(() => stats.invalidate());

  app.get('/stats', { compress: false }, async (request, reply) =>
    sendRepresentation(request, reply, await stats.get()),
  );
};
