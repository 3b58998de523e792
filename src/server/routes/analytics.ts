import { analyticsApi } from '#shared/api/analytics.ts';
import { BEACON_MAX_BYTES, BeaconSchema } from '#shared/analytics/analytics.ts';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';
import { notCounted, sightingOf } from '../analytics/page-views';
import { spend } from '../rate-limit/store';

/**
 * Beacons per address (an IPv6 address's /64) a minute, counted across instances under a keyed hash
 * of the address, never the address: a script cannot inflate the figures beyond it.
 */
export const BEACON_RATE_LIMIT = { points: 120, duration: 60 };

/** The body as text, whatever its type: sendBeacon sends a string as text/plain. */
function bodyText(body: unknown): string {
  if (typeof body === 'string') return body;
  return Buffer.isBuffer(body) ? body.toString('utf8') : '';
}

function parsedBeacon(text: string) {
  try {
    const result = BeaconSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser's beacon: one page view after a client-side navigation, or one event. It answers
 * 204 whatever happens (over 4 KB, 413), so the page learns nothing and a script learns nothing
 * about what was counted: a body that does not parse, a bot, the owner, Sec-GPC: 1 and an address
 * over its limit are simply not counted.
 */
export const analyticsRoutes: RoutePlugin = async (app, context) => {
  const serve = routeServer(app, context);
  const limiter = context.limiterStore.limiter('analytics:beacon', BEACON_RATE_LIMIT);
  // Any content type is read as text, up to the limit (beyond it Fastify's 413, in the API's shape).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BEACON_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  serve(
    analyticsApi.beacon,
    async (request, reply) => {
      const beacon = parsedBeacon(bodyText(request.body));
      const counted = beacon && context.analytics.enabled && !request.session && !notCounted(request);
      if (counted && (await spend(limiter, await context.limiterStore.addressKey(request.ip))) === 0) {
        context.analytics.record(
          sightingOf(
            request,
            { type: beacon.type, url: beacon.path, referrer: beacon.referrer, target: beacon.target ?? null },
            undefined,
          ),
        );
      }
      return reply.status(204).send();
    },
    {
      bodyLimit: BEACON_MAX_BYTES,
      config: { rawBody: true, tooLarge: { what: 'The beacon', advice: 'Send one event of at most 4 KB.' } },
    },
  );
};
