import { z } from 'zod';
import { detectRegion } from '../geo/detect';
import { jsonBody } from '../input';
import type { RoutePlugin } from '../context';

/** Enough for a folder of photos' groups in one call. */
const MAX_POINTS = 1000;

const RegionsBody = jsonBody(
  z.strictObject({
    points: z
      .array(
        z.strictObject({
          latitude: z.number({ error: 'Latitude must be a number' }).min(-90).max(90),
          longitude: z.number({ error: 'Longitude must be a number' }).min(-180).max(180),
        }),
        { error: 'points must be a list of {latitude, longitude}' },
      )
      .max(MAX_POINTS, `At most ${MAX_POINTS} points at once`),
  }),
);

/**
 * POST /api/geo/regions: the country and US state of many points at once, from the boundaries
 * shipped with the app (the detection that fills a new place's country). The owner's preview of
 * places made from photos asks it before anything is stored.
 */
export const geoRegionRoutes: RoutePlugin = async (app, { requireOwner }) => {
  app.post('/geo/regions', { onRequest: requireOwner, schema: { body: RegionsBody } }, async (request) => ({
    regions: request.body.points.map((p) => detectRegion(p.latitude, p.longitude)),
  }));
};
