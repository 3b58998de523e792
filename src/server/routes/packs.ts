import type { FastifyReply, FastifyRequest } from 'fastify';
import { packsApi } from '#shared/api/packs.ts';
import type { Pack, PackPublic } from '#shared/packs/pack-schema.ts';
import { routeServer } from '../api/serve';
import { stripeKeyWarning } from '../config';
import type { RoutePlugin } from '../context';
import {
  latestRelease,
  listPackCards,
  ownerPacksOfRows,
  packPath,
  publicFields,
  readOwnerPack,
  readPackRows,
  shownTrip,
} from '../db/packs-read';
import { createPack, publishRelease, setPackStatus, updatePack, type PackWrite } from '../db/packs-write';
import { onReleasePublished, sweepDeliveries } from '../packs/delivery';
import { tripRoute } from '../trips/route-lines';
import { isDatabaseUnavailable } from '../db/unavailable';
import { badInput, HttpError, notFound } from '../errors';
import { previewOf } from '../packs/preview';
import { CHECKOUT_UNAVAILABLE, stripeOf } from '../packs/stripe-client';
import { etagOf, ifMatchVersion } from '../versions';

const WHAT = 'That pack';

const conflict = (current: Pack) =>
  new HttpError(
    409,
    'conflict',
    'This pack was changed elsewhere (in another tab or device) since you opened it.',
    {
      details: { current },
    },
  );

/** The pack a write left, or the error it met; its new version as the ETag. */
function written(result: PackWrite, reply: FastifyReply): Pack {
  if (result.outcome === 'missing') throw notFound(WHAT);
  if (result.outcome === 'conflict') throw conflict(result.current);
  if (result.outcome === 'invalid') {
    const [field, why] = Object.entries(result.fields)[0] ?? ['body', 'not valid'];
    throw badInput(result.fields, `${why} (${field}).`);
  }
  reply.header('etag', etagOf(result.pack));
  return result.pack;
}

const isOwner = (request: FastifyRequest) => request.session !== undefined;

/** How often each instance looks for buyers of a recent release not yet told. */
const RELEASE_SWEEP_MS = 5 * 60_000;
/** The zoom of a preview's route asked for without one, as a trip's own (routes/trip-files.ts). */
const PREVIEW_ROUTE_ZOOM = 8;

/**
 * Trip packs: the owner makes them from trips, prices, releases, puts on sale and retires them;
 * anyone reads the packs on sale (their preview only) and starts Stripe Checkout for one.
 */
export const packRoutes: RoutePlugin = async (app, context) => {
  const { db } = context.database;
  const { config } = context;
  const serve = routeServer(app, context);
  // Checkout only with both Stripe keys; with just one, start says which is missing.
  const stripe = stripeOf(config);
  const checkoutMessage = stripe ? null : CHECKOUT_UNAVAILABLE;
  const halfConfigured = stripeKeyWarning(config.stripe);
  if (halfConfigured) app.log.warn(halfConfigured);

  // Buyers a stop left untold of a new release are told at start and every few minutes (once each);
  // requests for library links past their time are forgotten.
  let sweeping: Promise<void> = Promise.resolve();
  const sweep = () => {
    sweeping = sweepDeliveries({ db, config, log: app.log }).catch((error: unknown) =>
      // An outage is told once by the outage log; the next sweep tries again.
      isDatabaseUnavailable(error)
        ? app.log.debug({ err: error }, 'Pack release sweep put off: the database is unavailable')
        : app.log.error({ err: error }, 'Update emails of recent pack releases not queued'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, RELEASE_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });

  serve(packsApi.list, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { checkoutAvailable: stripe !== undefined, checkoutMessage, packs: await listPackCards(db) };
  });

  /** A pack and the trip it shows; a visitor asking for a draft or a retired one: what a missing id gets. */
  async function visiblePack(id: number, owner: boolean) {
    const [row] = await readPackRows(db, { ids: [id] });
    if (!row || (!owner && row.status !== 'on_sale')) throw notFound(WHAT);
    const shown = await shownTrip(db, row);
    if (!shown) throw notFound(WHAT);
    return { row, shown };
  }

  serve(packsApi.get, async (request, reply) => {
    const owner = isOwner(request);
    const { row, shown } = await visiblePack(request.params.id, owner);
    const onSale = row.status === 'on_sale';
    const answer: PackPublic = {
      ...publicFields(row, shown.trip, shown.releaseNumber),
      status: row.status,
      previewKind: row.previewKind,
      preview: previewOf(shown.trip, row.previewKind, row.previewStops),
      checkoutAvailable: stripe !== undefined && onSale,
      checkoutMessage: onSale ? checkoutMessage : 'This pack is not on sale.',
    };
    return reply
      .header('vary', 'Cookie')
      .header('cache-control', owner ? 'private, no-store' : 'no-cache')
      .send(answer);
  });

  // The preview's map draws legs between its own stops: nothing of the route past it, no track.
  serve(packsApi.previewRoute, async (request, reply) => {
    const owner = isOwner(request);
    const { row, shown } = await visiblePack(request.params.id, owner);
    const preview = previewOf(shown.trip, row.previewKind, row.previewStops);
    reply.header('vary', 'Cookie').header('cache-control', owner ? 'private, no-store' : 'no-cache');
    return tripRoute({ days: preview.days }, [], request.query.zoom ?? PREVIEW_ROUTE_ZOOM);
  });

  serve(packsApi.manage, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await ownerPacksOfRows(db, await readPackRows(db))),
  );

  serve(packsApi.manageOne, async (request, reply) => {
    const pack = await readOwnerPack(db, request.params.id);
    if (!pack) throw notFound(WHAT);
    return reply.header('cache-control', 'no-store').header('etag', etagOf(pack)).send(pack);
  });

  serve(
    packsApi.create,
    async (request, reply) => reply.status(201).send(written(await createPack(db, request.body), reply)),
    { config: { idempotent: true } },
  );

  serve(packsApi.update, async (request, reply) => {
    const expectedVersion = ifMatchVersion(request.headers['if-match']);
    return written(await updatePack(db, request.params.id, request.body, { expectedVersion }), reply);
  });

  serve(packsApi.release, async (request, reply) => {
    const expectedVersion = ifMatchVersion(request.headers['if-match']);
    const result = await publishRelease(db, request.params.id, request.body.note, { expectedVersion });
    const answer = written(result, reply);
    // The buyers hear of it by email, queued after the answer: a pack's thousands of buyers never hold
    // the owner's request up, and what a stop interrupts the sweep below queues (each email once).
    void onReleasePublished({ db, config: context.config, log: app.log }, request.params.id).catch(
      (error: unknown) => app.log.error({ err: error }, 'Update emails of a pack release not queued'),
    );
    return reply.status(201).send(answer);
  });

  serve(packsApi.putOnSale, async (request, reply) => {
    const expectedVersion = ifMatchVersion(request.headers['if-match']);
    return written(await setPackStatus(db, request.params.id, 'on_sale', { expectedVersion }), reply);
  });

  serve(packsApi.retire, async (request, reply) => {
    const expectedVersion = ifMatchVersion(request.headers['if-match']);
    return written(await setPackStatus(db, request.params.id, 'retired', { expectedVersion }), reply);
  });

  // The buyer pays on Stripe's own page: no card data ever reaches this server.
  serve(
    packsApi.checkout,
    async (request, reply) => {
      const [row] = await readPackRows(db, { ids: [request.params.id], status: 'on_sale' });
      if (!row) throw notFound(WHAT);
      if (!stripe) throw new HttpError(503, 'checkout_unavailable', CHECKOUT_UNAVAILABLE);
      const release = await latestRelease(db, row.id);
      if (!release) throw notFound(WHAT);
      const page = `${config.siteUrl}${packPath(row)}`;
      let url: string | null;
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: row.currency,
                unit_amount: row.price,
                product_data: { name: `${row.title} (v${release.number})` },
              },
            },
          ],
          success_url: `${config.siteUrl}/trip-packs/thanks?session={CHECKOUT_SESSION_ID}`,
          cancel_url: page,
          metadata: { packId: String(row.id), releaseId: String(release.id) },
        });
        url = session.url;
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe refused or could not be reached for a checkout');
        throw new HttpError(
          503,
          'checkout_unavailable',
          'Checkout cannot be reached at the moment. Please try again.',
          {
            retryAfter: 30,
          },
        );
      }
      if (!url) throw new HttpError(503, 'checkout_unavailable', 'Checkout cannot be reached at the moment.');
      return reply.status(201).header('cache-control', 'no-store').send({ url });
    },
    { config: { rateLimit: { max: 30, windowSeconds: 60 } } },
  );
};
