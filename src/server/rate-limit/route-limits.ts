import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../errors';
import { spend, type LimiterStore } from './store';

/** A route's own limit, per client address (counted by its keyed hash): `max` requests in `windowSeconds`. */
export interface RouteRateLimit {
  max: number;
  windowSeconds: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Requests per client address (request.ip, which TRUST_PROXY governs), counted in the shared store. */
    rateLimit?: RouteRateLimit;
  }
}

/**
 * Counts each request to a route that names a `rateLimit` in its config, before its body is read.
 * Past the limit it answers 429 with Retry-After; the counters live in the shared store, so N
 * instances together still allow `max`, not N times `max`.
 */
export function registerRouteLimits(
  app: FastifyInstance,
  store: LimiterStore,
  onRefused: (limit: string) => void,
): void {
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.rateLimit;
    if (!rule) return;
    const name = `route:${request.method} ${request.routeOptions.url ?? ''}`;
    const limiter = store.limiter(name, { points: rule.max, duration: rule.windowSeconds });
    const wait = await spend(limiter, await store.addressKey(request.ip));
    if (wait === 0) return;
    onRefused(name);
    const seconds = Math.ceil(wait / 1000);
    throw tooManyRequests(
      `Too many requests from your address. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
      seconds,
    );
  });
}
