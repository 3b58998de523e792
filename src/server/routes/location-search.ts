import type { FastifyRequest } from 'fastify';
import { locationsApi } from '#shared/api/locations.ts';
import { PLACE_ORDERS, type PlaceOrder } from '#shared/place-order.ts';
import { routeServer } from '../api/serve';
import { CachedRepresentation, sendBuilt, sendRepresentation } from '../locations-cache';
import type { RoutePlugin } from '../context';

/**
 * Each search scans every public place's address and notes (about 10 ms at 100,000 places). The
 * browser asks once per pause in typing, so a person never comes near this; a script looping on
 * it meets a 429 instead of taking the CPU from everyone else. Per address, across all instances.
 */
export const SEARCH_RATE_LIMIT = { max: 300, windowSeconds: 60 } as const;

/**
 * The wider search and the date orders, answered from an in-memory index of the places
 * (db/place-index.ts) rebuilt when the shared data version changes; a visitor's index holds the
 * public places only, the owner's every live place with its private notes:
 * - GET /locations/search?q= gives `{ids}` of the places whose address or notes contain q, ignoring
 *   case (the name, country and state are matched in the browser, from the map data);
 * - GET /locations/order?by=added|updated|visited gives every id in that order, newest first
 *   (cached and compressed per version; a visitor's ETag is its content's, as for the map data,
 *   so a change to a private place changes nothing a visitor can see).
 */
export const locationSearchRoutes: RoutePlugin = async (app, context) => {
  const { dataVersion, placeIndexes: indexes } = context;
  const serve = routeServer(app, context);
  const orderOf = (audience: 'visitor' | 'owner', by: PlaceOrder) =>
    new CachedRepresentation(
      dataVersion,
      async function* () {
        yield JSON.stringify({ ids: (await indexes[audience].get()).order(by) });
      },
      `${audience === 'owner' ? 'owner-' : ''}order-${by}`,
      audience === 'owner' ? { etag: 'owner' } : { etag: 'content', staleOnceLarge: context.archiveScale },
    );
  const orders = {
    visitor: new Map(PLACE_ORDERS.map((by) => [by, orderOf('visitor', by)])),
    owner: new Map(PLACE_ORDERS.map((by) => [by, orderOf('owner', by)])),
  };
  const audienceOf = (request: FastifyRequest) => (request.session === undefined ? 'visitor' : 'owner');
  // Built at start with the map and the list (warm-up.ts): the first visitor's search at 100,000
  // places would otherwise wait seconds for it, and every search arriving meanwhile with it.
  app.addHook('onReady', async () => context.warmUp.wait(indexes.visitor.get().catch(() => undefined)));

  serve(
    locationsApi.search,
    async (request, reply) => {
      const audience = audienceOf(request);
      const answer = await (await indexes[audience].get()).searchAnswer(request.query.q);
      return sendBuilt(request, reply, answer, { private: audience === 'owner' });
    },
    // Compressed once per answer (place-index.ts), not once per request.
    { config: { rateLimit: SEARCH_RATE_LIMIT }, compress: false },
  );

  serve(
    locationsApi.order,
    (request, reply) =>
      sendRepresentation(request, reply, orders[audienceOf(request)].get(request.query.by)!),
    { compress: false },
  );
};
