import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from './config';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Same-origin when Origin names this site (SITE_URL or the Host it was reached at), or Sec-Fetch-Site says so. */
function isSameOrigin(request: FastifyRequest, siteOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin) {
    const own = `${request.protocol}://${request.headers.host ?? ''}`;
    return origin === siteOrigin || origin === own;
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/** The Content-Security-Policy of every answer; the embeddable map changes only frame-ancestors (pages/embed.ts). */
export function contentSecurityDirectives(config: Config) {
  const tileOrigin = originOf(config.tileUrl.replace('{s}', 'a').replace(/\{[a-z]\}/g, '0'));
  const tileHosts = config.tileUrl.includes('{s}')
    ? ['a', 'b', 'c'].map((s) => originOf(config.tileUrl.replace('{s}', s).replace(/\{[a-z]\}/g, '0')))
    : [tileOrigin];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // blob: the owner's own files shown before they are uploaded (places from photos, the upload list).
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileHosts.filter((h): h is string => Boolean(h))],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    manifestSrc: ["'self'"],
    ...(config.secure ? { upgradeInsecureRequests: [] } : {}),
  };
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const siteOrigin = originOf(config.siteUrl);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(config),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.secure ? { maxAge: 63072000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  // No cross-site request can change data: every unsafe method needs this site's Origin
  // (or Sec-Fetch-Site: same-origin) and, when it has a body, a JSON content type.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOrigin(request, siteOrigin)) {
      throw forbidden('This request must come from the Fru World site itself.');
    }
    if (request.routeOptions.config.rawBody) return;
    if (hasBody(request) && !/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
      throw forbidden('Send JSON (Content-Type: application/json).');
    }
  });
}
