import { packsApi } from '#shared/api/packs.ts';
import { RESEND_ANSWER } from '#shared/packs/pack-head.ts';
import { LIBRARY_FORMATS } from '#shared/packs/pack.ts';
import { releaseChanges } from '#shared/packs/release-changes.ts';
import type { Library } from '#shared/packs/library-schema.ts';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';
import { hashToken, orderOfToken } from '../db/pack-orders';
import { packPath, parseSnapshot, toRelease } from '../db/packs-read';
import { notFound, tooManyRequests, unavailable } from '../errors';
import { spend } from '../rate-limit/store';
import { followLinkEmails, requestLibraryLinks } from '../packs/delivery';
import { checkDownload, signedDownload } from '../packs/signed-urls';
import { ReleasePdfs } from '../packs/release-pdfs';
import { exportTrip } from '../trips/trip-export';
import { tripRoute } from '../trips/route-lines';

const MISSING = 'That library link';
/** Per token: a library opened and its files downloaded, at most this often. */
const PER_TOKEN = { points: 60, duration: 10 * 60 };
/** The zoom of a route asked for without one, as a trip's own route (routes/trip-files.ts). */
const ROUTE_ZOOM = 8;

/** m•••@example.com */
const masked = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
};

/**
 * The buyers' libraries: opened by the token of their link (no account), with the full trip of the
 * release bought or a newer one, and its files through short-lived signed URLs.
 */
export const libraryRoutes: RoutePlugin = async (app, context) => {
  const { db } = context.database;
  const serve = routeServer(app, context);
  const perToken = context.limiterStore.limiter('library-token', PER_TOKEN);
  const pdfs = new ReleasePdfs(
    context.config.mediaDir,
    context.media.store,
    context.config.siteUrl,
    app.log,
    context.printer,
  );
  app.addHook('onClose', () => pdfs.close());
  // An order's link state follows the email carrying its link, on whichever instance sends it.
  context.mail?.follow('library-link', followLinkEmails(db));

  /**
   * The order a token opens, counted against its limit (the map's lines, asked for at each zoom, are
   * not); unknown and revoked alike: 404.
   */
  async function openLibrary(token: string, { counted = true } = {}) {
    const wait = counted ? await spend(perToken, hashToken(token)) : 0;
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw tooManyRequests(`This library was opened too often. Please wait ${seconds} seconds.`, seconds);
    }
    const order = await orderOfToken(db, token);
    if (!order) throw notFound(MISSING);
    const releases = await db
      .selectFrom('packReleases')
      .selectAll()
      .where('packId', '=', order.packId)
      .orderBy('number')
      .execute();
    const bought = releases.find((release) => release.id === order.releaseId);
    const newest = releases.at(-1);
    const pack = await db.selectFrom('packs').selectAll().where('id', '=', order.packId).executeTakeFirst();
    if (!bought || !newest || !pack) throw notFound(MISSING);
    return {
      order,
      pack,
      bought,
      newest,
      releases: releases.filter((release) => release.number >= bought.number),
    };
  }

  const privateAnswer = {
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
    'referrer-policy': 'no-referrer',
  };

  serve(packsApi.library, async (request, reply) => {
    const { token } = request.params;
    const { order, pack, bought, newest, releases } = await openLibrary(token);
    // Its PDF is made now, in the background, so that it is ready when asked for.
    pdfs.prepare(pack.id, newest.number, () => parseSnapshot(newest.snapshot));
    const pdfReady = await pdfs.ready(pack.id, newest.number);
    const { trip } = parseSnapshot(newest.snapshot);
    const library: Library = {
      pack: { id: pack.id, title: pack.title, description: pack.description, path: packPath(pack) },
      order: { createdAt: order.createdAt, releaseNumber: bought.number, email: masked(order.buyerEmail) },
      release: toRelease(newest),
      releases: releases.map(toRelease),
      newerRelease: newest.number > bought.number,
      changes: releaseChanges(parseSnapshot(bought.snapshot).trip, trip),
      trip,
      // The PDF is listed once it is made; until then the page says it is on its way.
      downloads: await Promise.all(
        LIBRARY_FORMATS.filter((format) => format !== 'pdf' || pdfReady).map((format) =>
          signedDownload(db, token, format),
        ),
      ),
    };
    return reply.headers(privateAnswer).send(library);
  });

  serve(packsApi.libraryRoute, async (request, reply) => {
    const { newest } = await openLibrary(request.params.token, { counted: false });
    const { trip, tracks } = parseSnapshot(newest.snapshot);
    reply.headers(privateAnswer);
    const numbered = tracks.map((track, index) => ({ ...track, id: index + 1 }));
    return tripRoute(trip, numbered, request.query.zoom ?? ROUTE_ZOOM);
  });

  serve(packsApi.libraryFile, async (request, reply) => {
    const { token, format } = request.params;
    const { newest } = await openLibrary(token);
    await checkDownload(db, token, format, request.query);
    const snapshot = parseSnapshot(newest.snapshot);
    reply.headers(privateAnswer);
    const name = `${snapshot.trip.slug}-v${newest.number}`;
    if (format === 'pdf') {
      const pdf = await pdfs.file(newest.packId, newest.number, () => snapshot);
      if (!pdf) throw unavailable('The printable PDF is being made. Please try again in a minute.', 30);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}.pdf"`)
        .send(Buffer.from(pdf));
    }
    const file = exportTrip(snapshot.trip, snapshot.tracks, format);
    return reply
      .type(file.contentType.startsWith('text/') ? `${file.contentType}; charset=utf-8` : file.contentType)
      .header('content-disposition', `attachment; filename="${name}.${format}"`)
      .send(file.body);
  });

  serve(packsApi.updatesOff, async (request, reply) => {
    const { order } = await openLibrary(request.params.token);
    await db.updateTable('packOrders').set({ updatesOptOut: 1 }).where('id', '=', order.id).execute();
    return reply.headers(privateAnswer).send({ ok: true });
  });

  // The same answer whatever the address: it never tells who bought. Without email the request
  // is still recorded, and the answer says that no email will come.
  serve(
    packsApi.resend,
    async (request, reply) => {
      await requestLibraryLinks({ db, config: context.config, log: request.log }, request.body.email);
      return reply
        .status(202)
        .send({ ok: true, message: context.mail ? RESEND_ANSWER.sent : RESEND_ANSWER.noEmail });
    },
    { config: { rateLimit: { max: 5, windowSeconds: 15 * 60 } } },
  );
};
