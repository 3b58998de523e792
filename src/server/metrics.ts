import { createHash, timingSafeEqual } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { opsApi } from '../shared/api/ops';
import { routeServer } from './api/serve';
import { CACHE_REBUILT_CHANNEL, type CacheRebuilt } from './cache-events';
import type { Database } from './db/index';
import { HttpError } from './errors';

// Process metrics (CPU, memory, event-loop lag, GC) belong to the process, not to one app: one
// registry for them, however many apps a test process builds.
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

export interface Metrics {
  /** A request refused by a rate limit (429), by the limit's name. */
  rateLimitRefused(limit: string): void;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus' text format: requests by route pattern (never the raw URL, so the
 * series stay few), their latency, cache rebuilds, the PostgreSQL pool and rate-limit refusals.
 * With METRICS_TOKEN set it asks for `Authorization: Bearer <token>`.
 */
export function registerMetrics(
  app: FastifyInstance,
  { database, token }: { database: Database; token: string | undefined },
): Metrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by limit.',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  const rebuilds = new Counter({
    name: 'cache_rebuilds_total',
    help: 'Cached representations (place list, map data, stats …) rebuilt after a change, by thread.',
    labelNames: ['cache', 'thread'] as const,
    registers: [registry],
  });
  const rebuildSeconds = new Histogram({
    name: 'cache_rebuild_duration_seconds',
    help: 'Time to rebuild a cached representation.',
    labelNames: ['cache'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and clients waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  const onRebuilt = (message: unknown) => {
    const { cache, seconds, thread } = message as CacheRebuilt;
    rebuilds.inc({ cache, thread });
    rebuildSeconds.observe({ cache }, seconds);
  };
  subscribe(CACHE_REBUILT_CHANNEL, onRebuilt);
  app.addHook('onClose', async () => void unsubscribe(CACHE_REBUILT_CHANNEL, onRebuilt));

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const expected = token === undefined ? undefined : sha256(`Bearer ${token}`);
  const merged = Registry.merge([processRegistry, registry]);
  routeServer(
    app,
    {},
    { mountedAt: '' },
  )(opsApi.metrics, async (request, reply) => {
    if (expected && !timingSafeEqual(sha256(request.headers.authorization ?? ''), expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(
        401,
        'unauthorized',
        'The metrics need the token: Authorization: Bearer <METRICS_TOKEN>.',
      );
    }
    return reply
      .header('cache-control', 'no-store')
      .type(merged.contentType)
      .send(await merged.metrics());
  });

  return { rateLimitRefused: (limit) => refusals.inc({ limit }) };
}
