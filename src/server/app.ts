import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Database } from './db/index';
import type { AppContext } from './context';
import { readSession, sessionCookieName } from './auth/sessions';
import { HttpError, registerErrorHandlers, unauthorized } from './errors';
import { registerPages } from './html';
import { registerSecurity } from './security';
import { registerDrain } from './drain';
import { apiRoutes } from './routes/index';

function createSignal(): AppContext['locationsChanged'] {
  const listeners: (() => void)[] = [];
  return {
    emit: () => listeners.forEach((listener) => listener()),
    subscribe: (listener) => void listeners.push(listener),
  };
}

export const BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  database: Database;
  config: Config;
  /** The built client (dist/client); pages are served only when it exists. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole app without listening, so tests can call it in-process with app.inject. */
export async function buildApp({
  database,
  config,
  clientDir,
  logger = false,
}: AppOptions): Promise<{ app: FastifyInstance; drain: () => void }> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    // Errors the router raises before any route runs, in the API's shape and without echoing the URL:
    // an over-long id is an unknown one (404), a malformed URL is bad input (400).
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const unknown = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      return reply
        .status(unknown ? 404 : 400)
        .type('application/json; charset=utf-8')
        .send({
          error: unknown
            ? { code: 'not_found', message: 'Not found.' }
            : { code: 'invalid_request', message: 'The address is not valid.' },
        });
    },
  });
  app.decorateRequest('session', undefined);
  const drain = registerDrain(app);

  registerErrorHandlers(app);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Thrown as an HttpError so the one error handler answers in the API's error shape;
    // the plugin has already set Retry-After.
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(
        429,
        'rate_limited',
        `Too many requests from your address. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
      );
    },
  });
  await registerSecurity(app, config);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  const cookieName = sessionCookieName(config.secure);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[cookieName];
    if (token) request.session = await readSession(database.db, token);
  });

  const context: AppContext = {
    database,
    config,
    requireOwner: async (request) => {
      if (!request.session) throw unauthorized();
    },
    locationsChanged: createSignal(),
  };
  await app.register(apiRoutes(context), { prefix: '/api' });

  if (clientDir && existsSync(join(clientDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      setHeaders: (res, path) => {
        // Hashed assets never change; everything else is revalidated.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    registerPages(app, clientDir, config);
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply
        .status(404)
        .type('application/json; charset=utf-8')
        .send({ error: { code: 'not_found', message: 'Not found.' } }),
    );
  }
  return { app, drain };
}
