import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { computeWorldProgress } from '../../shared/geo/world-progress';
import { badInput, fieldsOf } from '../errors';
import { detectRegion } from '../geo/detect';
import { visitedShapes } from '../geo/visited-shapes';
import { CachedRepresentation, sendRepresentation } from '../locations-cache';
import { listVisitedRegions } from '../db/geo';
import type { AppContext } from '../context';

/** A query number; an empty parameter is a missing one, not 0. */
const coordinate = (label: string, limit: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(-limit, `${label} must be between -${limit} and ${limit}`)
      .max(limit, `${label} must be between -${limit} and ${limit}`),
  );

const PointSchema = z.strictObject({
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
});

/** Geography from the boundaries shipped with the app: visited outlines for the map, and country/state lookup. */
export const geoShapeRoutes: FastifyPluginAsync<AppContext> = async (app, { database, locationsChanged }) => {
  const shapes = new CachedRepresentation(async () => {
    const visited = await listVisitedRegions(database.db);
    const { countries, usStates } = computeWorldProgress(visited);
    return visitedShapes([...countries.list, ...countries.others], usStates.list);
  });
  locationsChanged.subscribe(() => shapes.invalidate());

  /** A GeoJSON FeatureCollection of the visited countries' and US states' outlines (properties: name, kind). */
  app.get('/geo/visited-shapes', { compress: false }, async (request, reply) =>
    sendRepresentation(request, reply, await shapes.get()),
  );

  /** The country and US state at a point, so forms can fill them in as the pin moves ({country, state}, null at sea). */
  app.get('/geo/region', async (request, reply) => {
    const parsed = PointSchema.safeParse(request.query);
    if (!parsed.success) throw badInput(fieldsOf(parsed.error), 'Give a latitude and a longitude.');
    return reply
      .header('cache-control', 'public, max-age=86400')
      .send(detectRegion(parsed.data.latitude, parsed.data.longitude));
  });
};
