import { geoApi } from '#shared/api/geo.ts';
import { routeServer } from '../api/serve';
import { detectRegion } from '../geo/detect';
import type { RoutePlugin } from '../context';

/**
 * POST /api/geo/regions: the country and US state of many points at once, from the boundaries
 * shipped with the app (the detection that fills a new place's country). The owner's preview of
 * places made from photos asks it before anything is stored.
 */
export const geoRegionRoutes: RoutePlugin = async (app, context) => {
  routeServer(app, context)(geoApi.regions, async (request) => ({
    regions: request.body.points.map((p) => detectRegion(p.latitude, p.longitude)),
  }));
};
