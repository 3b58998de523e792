import { z } from '../zod';
import { defineRoute, file } from './define';

const TAG = 'Operations';
const Ok = z.strictObject({ ok: z.literal(true) }).meta({ id: 'Ok' });

/** What load balancers, orchestrators and Prometheus call, outside /api. */
export const opsApi = {
  alive: defineRoute({
    method: 'GET',
    path: '/healthz',
    tag: TAG,
    summary: 'The process is alive and answering (nothing else is checked).',
    access: 'anyone',
    response: Ok,
    errors: [],
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/readyz',
    tag: TAG,
    summary:
      'The database answers and has every migration of this build, and the map and the list are built once; 503 with Retry-After otherwise (and while the instance stops).',
    access: 'anyone',
    response: Ok,
    headers: ['Retry-After'],
    errors: ['unavailable'],
  }),
  metrics: defineRoute({
    method: 'GET',
    path: '/metrics',
    tag: TAG,
    summary:
      "Prometheus' text format: requests by route pattern, latency, cache rebuilds, the PostgreSQL pool, rate-limit refusals. With METRICS_TOKEN set it asks for Authorization: Bearer.",
    access: 'anyone',
    response: file('text/plain'),
    headers: ['Authorization', 'WWW-Authenticate'],
    errors: ['unauthorized'],
  }),
};
