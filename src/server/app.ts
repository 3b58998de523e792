import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { MediaLibrary } from './media/media-library';
import { publicMediaRoutes } from './routes/media';
import type { Config } from './config';
import type { Database } from './db/index';
import type { AppContext } from './context';
import { readSession, sessionCookieName } from './auth/sessions';
import { answerClientError, HttpError, pathNotFound, registerErrorHandler, unauthorized } from './errors';
import { registerPages } from './html';
import { registerFeed } from './pages/feed';
import { registerOembed } from './pages/oembed';
import { registerSitemap } from './pages/sitemap';
import { registerSharingImages } from './og/sharing-images';
import { registerMediaKitPdf } from './pages/media-kit-page';
import { registerThirdPartyProxies } from './third-party/routes';
import { answerSerializer } from './api/answer-check';
import { readRequestPart } from './input';
import { BODY_LIMIT } from './limits';
import { registerSecurity } from './security';
import { registerDrain } from './drain';
import { watchDataVersion } from './db/data-version';
import { createOutageLog } from './db/outage-log';
import { registerHealth } from './health';
import { WarmUp } from './warm-up';
import { registerArchiveMaintenance } from './archive-maintenance';
import { registerAnalyticsRollup } from './analytics/rollup-schedule';
import { registerIdempotency } from './idempotency';
import { registerMetrics } from './metrics';
import { openLimiterStore } from './rate-limit/store';
import { registerRouteLimits } from './rate-limit/route-limits';
import { apiRoutes } from './routes/index';
import { registerMail } from './mail/service';
import { SiteFigures } from './figures';
import { placeIndexes } from './db/place-index';
import pLimit from 'p-limit';
import { OpeningViews } from './opening-view';
import { listVisitedRegions } from './db/geo';
import { VersionedValue } from './versioned-value';
import { readSiteSettings } from './db/settings';
import { ArchiveScale } from './archive-scale';
import { OffThreadBuilds } from './off-thread-builds';
import { registerManifest } from './pages/manifest';
import { registerChannel } from './channel/service';
import { AnalyticsCounter } from './analytics/counter';
import { registerPageCounting } from './analytics/page-views';

function createSignal(): AppContext['locationsChanged'] {
  const listeners: (() => void)[] = [];
  return {
    emit: () => listeners.forEach((listener) => listener()),
    subscribe: (listener) => void listeners.push(listener),
  };
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the first n hops", as Fastify does inside. */
function trustedProxies(
  setting: Config['trustProxy'],
): string | boolean | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export interface AppOptions {
  database: Database;
  config: Config;
  /** The built client (dist/client); pages are served only when it exists. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is registered (the contract test lists what the server serves). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

/** Builds the whole app without listening, so tests can call it in-process with app.inject. */
export async function buildApp({
  database,
  config,
  clientDir,
  logger = false,
  onRoute,
}: AppOptions): Promise<{ app: FastifyInstance; warmUp: WarmUp }> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    // request.ip is the client's address from X-Forwarded-For only when it comes through a trusted proxy.
    trustProxy: trustedProxies(config.trustProxy),
    // A place's page address carries its name (80 letters of another script are 720 characters), and
    // a mistyped one gets the site's not-found page: no path segment short of Node's 16 KB header
    // limit is refused by the router (the routes' own schemas refuse malformed ids).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16_384 },
    // Requests that arrive while closing are refused by the drain, in the API's error shape.
    return503OnClosing: false,
    // Errors the router raises before any route runs, in the API's shape and without echoing the URL:
    // an over-long id is an unknown one (404), a malformed URL is bad input (400).
    frameworkErrors: (error, _request, reply) =>
      (error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? pathNotFound()
        : new HttpError(400, 'invalid_request', 'The address is not valid.')
      ).send(reply),
    clientErrorHandler: answerClientError,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorateRequest('session', undefined);
  registerDrain(app);

  // A database outage: one log line when it starts and one when it ends, with the 503s between.
  const outage = createOutageLog(app.log, () => sql`select 1`.execute(database.db));
  app.addHook('onClose', async () => outage.close());
  registerErrorHandler(app, outage);
  // Routes name their body, query and params as RequestParts; Fastify reads them before the handler.
  app.setValidatorCompiler(readRequestPart);
  // Answers are checked against the contract's response schemas in tests and development.
  app.setSerializerCompiler(answerSerializer(config.checkAnswers));
  await app.register(cookie);
  const metrics = registerMetrics(app, { database, token: config.metricsToken });
  // Every rate limit counts in the store the instances share (the database, or Redis).
  const limiterStore = await openLimiterStore(database, config.redisUrl, config.redisKeyPrefix, (message) =>
    app.log.warn(message),
  );
  app.addHook('onClose', () => limiterStore.close());
  // Creating POSTs answer a repeated Idempotency-Key with the first answer (routes opt in by config).
  registerIdempotency(app, database.db);
  const media = new MediaLibrary(database.db, config.mediaDir);
  await media.open();
  registerArchiveMaintenance(app, database.db, config.trashDays, media);
  registerAnalyticsRollup(app, database, config.analytics.rawDays);
  await registerSecurity(app, config);
  // After the origin check: a refused cross-site request never counts against anyone's limit.
  registerRouteLimits(app, limiterStore, metrics.rateLimitRefused);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  const cookieName = sessionCookieName(config.secure);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[cookieName];
    if (token) request.session = await readSession(database.db, token);
  });
  // What the API tells the signed-in owner is never kept by a shared cache or by the site's service
  // worker (src/client/sw.ts refuses `private`): private places stay off a shared device. A route's
  // own Cache-Control is kept, made private unless it is already private or no-store.
  app.addHook('onSend', async (request, reply) => {
    if (!request.session || !request.url.startsWith('/api/')) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const control = reply.getHeader('cache-control');
    if (control === undefined) reply.header('cache-control', 'private, no-cache');
    else if (!/\b(private|no-store)\b/i.test(String(control)))
      reply.header('cache-control', `private, ${String(control).replace(/\bpublic\b,?\s*/i, '')}`);
  });

  // Page views are queued after each answer and written at most once a second (analytics/counter.ts).
  const analytics = new AnalyticsCounter({
    db: database.db,
    site: config.siteUrl,
    enabled: config.analytics.enabled,
    log: app.log,
  });
  app.decorate('analytics', analytics);
  app.addHook('onClose', () => analytics.close());
  registerPageCounting(app, analytics, cookieName);

  // The version of the places all instances share: the caches' key and ETag (db/data-version.ts).
  const dataVersion = watchDataVersion(database, app.log, outage);
  app.addHook('onClose', () => dataVersion.close());
  const warmUp = new WarmUp();
  registerHealth(app, database, warmUp, outage);
  const archiveScale = new ArchiveScale();
  const offThreadBuilds = new OffThreadBuilds(database.location, archiveScale);
  app.addHook('onClose', () => offThreadBuilds.close());

  // Read once per data version, each shared by the values built from it.
  const siteSettings = new VersionedValue(dataVersion, () => readSiteSettings(database.db));
  const visitedRegions = new VersionedValue(dataVersion, () => listVisitedRegions(database.db));

  const context: AppContext = {
    database,
    config,
    media,
    requireOwner: async (request, reply) => {
      if (request.session) return;
      // A body the visitor is still sending is never read: closing the connection after the 401
      // stops it, instead of Node reading the rest to keep the connection alive.
      if (request.headers['content-length'] !== undefined || request.headers['transfer-encoding']) {
        reply.header('connection', 'close');
      }
      throw unauthorized();
    },
    limiterStore,
    metrics,
    locationsChanged: createSignal(),
    dataVersion,
    archiveScale,
    offThreadBuilds,
    mail: registerMail(app, database, config),
    channel: registerChannel(app, database, config, siteSettings),
    analytics,
    siteSettings,
    visitedRegions,
    figures: new SiteFigures({ database, dataVersion, archiveScale, siteSettings, visitedRegions }),
    openingViews: new OpeningViews(database.db, dataVersion, archiveScale),
    placeIndexes: placeIndexes(database.db, dataVersion, archiveScale),
    printer: pLimit(1),
    warmUp,
  };
  // A change this instance made is read back at once, without waiting for the notification:
  // every write that succeeded (places, trips, packs, a webhook) may have bumped the version.
  context.locationsChanged.subscribe(() => dataVersion.changed());
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      dataVersion.changed();
  });
  await app.register(apiRoutes(context), { prefix: '/api' });
  await app.register(publicMediaRoutes, context);
  // What search engines, feed readers and link previews read (they need no built client).
  registerSitemap(app, context);
  registerSharingImages(app, context);
  registerMediaKitPdf(app, context);
  registerThirdPartyProxies(app, context);
  registerFeed(app, context);
  registerOembed(app, context);
  registerManifest(app, context);

  if (clientDir && existsSync(join(clientDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each asset (scripts/compress-assets.mjs).
      preCompressed: true,
      // Our own Cache-Control below (the plugin's would be "public, max-age=0").
      cacheControl: false,
      setHeaders: (res, path) => {
        // The same address answers in Brotli, gzip or neither, by Accept-Encoding.
        res.setHeader('vary', 'accept-encoding');
        // Hashed assets never change; everything else is revalidated.
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    registerPages(app, clientDir, context);
  } else {
    app.setNotFoundHandler((_request, reply) => pathNotFound().send(reply));
  }
  return { app, warmUp };
}
