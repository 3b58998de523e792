import { geoApi } from '#shared/api/geo.ts';
import { routeServer } from '../api/serve';
import { Geocoder, geocoderNotConfigured } from '../geo/geocoder';
import type { RoutePlugin } from '../context';

/** GET /api/geocode?q=…: address search for the owner's Add Location form, through GEOCODER_URL. */
export const geocodeRoutes: RoutePlugin = async (app, context) => {
  const { config } = context;
  const serve = routeServer(app, context);
  const geocoder = config.geocoderUrl
    ? new Geocoder({ url: config.geocoderUrl, userAgent: `FruWorld/1.0 (+${config.siteUrl})` })
    : undefined;
  // Without a geocoder there is nothing to search, whatever the query says.
  const requireGeocoder = async () => {
    if (!geocoder) throw geocoderNotConfigured();
  };

  serve(
    geoApi.geocode,
    async (request, reply) => {
      // requireGeocoder has answered 503 when there is none.
      const results = await geocoder!.search(request.query.q);
      return reply.header('cache-control', 'private, max-age=3600').send(results);
    },
    { onRequest: requireGeocoder },
  );

  /** GET /api/geocode/reverse?latitude=&longitude=: the address at a dropped pin ({place}, null where none is known). */
  serve(
    geoApi.reverseGeocode,
    async (request, reply) => {
      const place = await geocoder!.reverse(request.query.latitude, request.query.longitude);
      return reply.header('cache-control', 'private, max-age=3600').send({ place });
    },
    { onRequest: requireGeocoder },
  );
};
