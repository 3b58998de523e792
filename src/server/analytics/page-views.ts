import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnalyticsEvent } from '#shared/analytics/analytics.ts';
import type { AnalyticsCounter } from './counter';
import type { Sighting } from './sighting';
import { isBot } from './user-agent';

/**
 * Not counted: bots, visitors whose browser asks not to be tracked (Global Privacy Control), and a
 * page the browser fetches ahead in case it is opened (speculation rules, link prefetch): the view
 * is counted by the beacon if it is.
 */
export function notCounted(request: FastifyRequest): boolean {
  const purpose = `${request.headers['sec-purpose'] ?? ''} ${request.headers.purpose ?? ''}`;
  return (
    request.headers['sec-gpc'] === '1' || isBot(request.headers['user-agent']) || /prefetch/i.test(purpose)
  );
}

/** A sighting of `request`, for the counter (which checks `sessionToken` against the owner's sessions). */
export function sightingOf(
  request: FastifyRequest,
  event: { type: AnalyticsEvent; url: string; referrer: string | undefined; target: string | null },
  sessionToken: string | undefined,
): Omit<Sighting, 'at'> {
  return {
    ...event,
    address: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    host: request.hostname,
    sessionToken,
  };
}

/** The build's files (the page templates index.html and embed.html, assets): no page's path has a dot. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * Counts a page view for every HTML page the server answers a GET with 200 (the app's routes,
 * place, trip and pack pages, /embed), after the answer has gone: the request never waits on it.
 * Not the API, HEAD, errors, not-found pages, nor the build's files.
 */
export function registerPageCounting(
  app: FastifyInstance,
  counter: AnalyticsCounter,
  cookieName: string,
): void {
  if (!counter.enabled) return;
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || request.url.startsWith('/api/')) return;
    if (FILE_PATH.test(request.url.split(/[?#]/)[0] ?? '')) return;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html') || notCounted(request)) return;
    const referrer = request.headers.referer;
    counter.record(
      sightingOf(
        request,
        { type: 'pageview', url: request.url, referrer, target: null },
        request.cookies[cookieName],
      ),
    );
  });
}
