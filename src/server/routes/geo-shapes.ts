import { z } from 'zod';
import { detectRegion } from '../geo/detect';
import { query } from '../input';
import { visitedShapesJson } from '../cached-json';
import { CachedRepresentation, sendRepresentation } from '../locations-cache';
import type { RoutePlugin } from '../context';

/** A query number; an empty parameter is a missing one, not 0. */
const coordinate = (label: string, limit: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(-limit, `${label} must be between -${limit} and ${limit}`)
      .max(limit, `${label} must be between -${limit} and ${limit}`),
  );

/** ?latitude=&longitude=: a point on Earth (also the reverse address lookup's question). */
export const PointQuery = query(
  z.strictObject({
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
  }),
  'Give a latitude and a longitude.',
);

/** Geography from the boundaries shipped with the app: visited outlines for the map, and country/state lookup. */
export const geoShapeRoutes: RoutePlugin = async (app, { database, dataVersion }) => {
  const shapes = new CachedRepresentation(dataVersion, visitedShapesJson(database.db), 'visited-shapes', {
    etag: 'content',
  });

  /** A GeoJSON FeatureCollection of the visited countries' and US states' outlines (properties: name, kind). */
  app.get('/geo/visited-shapes', { compress: false }, async (request, reply) =>
    sendRepresentation(request, reply, shapes),
  );

  /** The country and US state at a point, so forms can fill them in as the pin moves ({country, state}, null at sea). */
  app.get('/geo/region', { schema: { querystring: PointQuery } }, async (request, reply) => {
    const { latitude, longitude } = request.query;
    return reply.header('cache-control', 'public, max-age=86400').send(detectRegion(latitude, longitude));
  });
};
