import { geoApi } from '#shared/api/geo.ts';
import { routeServer } from '../api/serve';
import { detectRegion } from '../geo/detect';
import { worldOutlinesAnswer } from '../geo/world-outlines';
import { visitedShapesJson } from '../cached-json';
import { CachedRepresentation, sendRepresentation } from '../locations-cache';
import type { RoutePlugin } from '../context';

/** Geography from the boundaries shipped with the app: visited outlines for the map, and country/state lookup. */
export const geoShapeRoutes: RoutePlugin = async (app, context) => {
  const serve = routeServer(app, context);
  const shapes = new CachedRepresentation(
    context.dataVersion,
    visitedShapesJson(context.visitedRegions),
    'visited-shapes',
    { etag: 'content' },
  );

  /** A GeoJSON FeatureCollection of the visited countries' and US states' outlines (properties: name, kind). */
  serve(geoApi.visitedShapes, (request, reply) => sendRepresentation(request, reply, shapes), {
    compress: false,
  });

  /** The world's countries as SVG paths by ISO code, for the audience's map of countries. */
  serve(geoApi.worldOutlines, async (request, reply) => {
    const { body, etag } = worldOutlinesAnswer();
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  /** The country and US state at a point, so forms can fill them in as the pin moves ({country, state}, null at sea). */
  serve(geoApi.region, async (request, reply) => {
    const { latitude, longitude } = request.query;
    return reply.header('cache-control', 'public, max-age=86400').send(detectRegion(latitude, longitude));
  });
};
