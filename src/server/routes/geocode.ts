import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { GEOCODE_QUERY_MAX } from '../../shared/geo/geocode';
import { badInput, fieldsOf } from '../errors';
import { Geocoder, geocoderNotConfigured } from '../geo/geocoder';
import type { AppContext } from '../context';

const QuerySchema = z.object({
  q: z
    .string({ error: 'Type an address or place to search for' })
    .trim()
    .min(1, 'Type an address or place to search for')
    .max(GEOCODE_QUERY_MAX, `Searches are at most ${GEOCODE_QUERY_MAX} characters`),
});

/** GET /api/geocode?q=…: address search for the owner's Add Location form, through GEOCODER_URL. */
export const geocodeRoutes: FastifyPluginAsync<AppContext> = async (app, { config, requireOwner }) => {
  const geocoder = config.geocoderUrl
    ? new Geocoder({ url: config.geocoderUrl, userAgent: `FruWorld/1.0 (+${config.siteUrl})` })
    : undefined;

  app.get('/geocode', { preHandler: requireOwner }, async (request, reply) => {
    if (!geocoder) throw geocoderNotConfigured();
    const parsed = QuerySchema.safeParse(request.query);
    if (!parsed.success) throw badInput(fieldsOf(parsed.error), 'Type an address or place to search for.');
    const results = await geocoder.search(parsed.data.q);
    return reply.header('cache-control', 'private, max-age=3600').send(results);
  });
};
