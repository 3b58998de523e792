import { z } from 'zod';
import { GEOCODE_QUERY_MAX } from '../../shared/geo/geocode';
import { Geocoder, geocoderNotConfigured } from '../geo/geocoder';
import { query } from '../input';
import type { RoutePlugin } from '../context';
import { PointQuery } from './geo-shapes';

const SearchQuery = query(
  z.object({
    q: z
      .string({ error: 'Type an address or place to search for' })
      .trim()
      .min(1, 'Type an address or place to search for')
      .max(GEOCODE_QUERY_MAX, `Searches are at most ${GEOCODE_QUERY_MAX} characters`),
  }),
  'Type an address or place to search for.',
);

/** GET /api/geocode?q=…: address search for the owner's Add Location form, through GEOCODER_URL. */
export const geocodeRoutes: RoutePlugin = async (app, { config, requireOwner }) => {
  const geocoder = config.geocoderUrl
    ? new Geocoder({ url: config.geocoderUrl, userAgent: `FruWorld/1.0 (+${config.siteUrl})` })
    : undefined;
  // Without a geocoder there is nothing to search, whatever the query says.
  const requireGeocoder = async () => {
    if (!geocoder) throw geocoderNotConfigured();
  };

  app.get(
    '/geocode',
    { onRequest: [requireOwner, requireGeocoder], schema: { querystring: SearchQuery } },
    async (request, reply) => {
      // requireGeocoder has answered 503 when there is none.
      const results = await geocoder!.search(request.query.q);
      return reply.header('cache-control', 'private, max-age=3600').send(results);
    },
  );

  /** GET /api/geocode/reverse?latitude=&longitude=: the address at a dropped pin ({place}, null where none is known). */
  app.get(
    '/geocode/reverse',
    { onRequest: [requireOwner, requireGeocoder], schema: { querystring: PointQuery } },
    async (request, reply) => {
      const place = await geocoder!.reverse(request.query.latitude, request.query.longitude);
      return reply.header('cache-control', 'private, max-age=3600').send({ place });
    },
  );
};
