import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from './config';
import { THEME_SCRIPT } from '../shared/theme';
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

/** The origins a tile template loads from: one, or one per `{s}` subdomain (a, b, c). */
function tileHosts(template: string): string[] {
  const fill = (subdomain: string) => originOf(template.replace('{s}', subdomain).replace(/\{[a-z]\}/g, '0'));
  const hosts = template.includes('{s}') ? ['a', 'b', 'c'].map(fill) : [fill('a')];
  return hosts.filter((h): h is string => Boolean(h));
}

/** The one inline script of the site's pages (the theme, set before the first paint), allowed by its hash. */
const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/**
 * The Content-Security-Policy of every answer; the embeddable map changes only frame-ancestors and,
 * having no theme script, script-src (pages/embed.ts). `scriptHashes` allow a page's own inline
 * scripts besides the theme's (the home page's early paint: html.ts).
 */
export function contentSecurityDirectives(config: Config, scriptHashes: string[] = []) {
  const tiles = [config.tileUrl, ...(config.tileUrlDark ? [config.tileUrlDark] : [])].flatMap(tileHosts);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", THEME_SCRIPT_HASH, ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // blob: the owner's own files shown before they are uploaded (places from photos, the upload list).
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...new Set(tiles)],
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

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

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

  // Powerful browser features the site never uses are off, here and in anything it frames;
  // geolocation stays for "my location" on the map. (Passkeys, sharing and the clipboard keep
  // their default: this site only.)
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  // No cross-site request can change data: every unsafe method needs this site's Origin
  // (or Sec-Fetch-Site: same-origin) and, when it has a body, a JSON content type.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // A provider's webhook (Stripe's): checked by its own signature instead.
    if (request.routeOptions.config.publicUnsafe) return;
    if (!isSameOrigin(request, siteOrigin)) {
      throw forbidden('This request must come from the Fru World site itself.');
    }
    if (request.routeOptions.config.rawBody) return;
    if (hasBody(request) && !/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
      throw forbidden('Send JSON (Content-Type: application/json).');
    }
  });
}
