import { describe, expect, it } from 'vitest';
import { MESSAGE_RATE_LIMIT } from '../../src/server/public-forms';
import { freshAddress, postRepeatedly } from '../helpers/forms';
import { createTestApp, ENGINES } from '../helpers/test-app';

const TOKEN = 'a-long-metrics-token-for-tests';

/** The value of one sample line, `name{labels} value`, or undefined when it is not there. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && labels.split(',').every((x) => l.includes(x)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(ENGINES)('GET /metrics on $name', ({ name: engine }) => {
  it('reports requests by route pattern, latency, cache rebuilds, refusals and the pool in Prometheus format', async () => {
    const t = await createTestApp(engine);
    try {
      const cookie = await t.login();
      const created = await t.request({
        method: 'POST',
        url: '/api/locations',
        cookie,
        payload: { name: 'Petra', latitude: 30.3, longitude: 35.4 },
      });
      const id = created.json().id as number;
      await t.request({ method: 'GET', url: `/api/locations/${id}` });
      await t.request({ method: 'GET', url: '/api/locations/999999' });
      await t.request({ method: 'GET', url: '/api/locations' });
      const address = freshAddress();
      const message = {
        name: 'Ana Souza',
        email: 'ana@example.com',
        type: 'suggestion',
        subject: 'Hello',
        message: 'The dunes at sunset are unreal.',
        website: '',
      };
      await postRepeatedly(t, '/api/messages', () => message, MESSAGE_RATE_LIMIT.max + 1, address);

      const response = await t.request({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.body;
      // By route pattern: both reads of one place count under /api/locations/:id, never under their URLs.
      const byPattern = 'route="/api/locations/:id"';
      expect(sample(text, 'http_requests_total', `method="GET",${byPattern},status_code="200"`)).toBe(1);
      expect(sample(text, 'http_requests_total', `method="GET",${byPattern},status_code="404"`)).toBe(1);
      expect(text).not.toContain(`route="/api/locations/${id}"`);
      expect(sample(text, 'http_request_duration_seconds_count', `method="GET",${byPattern}`)).toBe(2);
      expect(sample(text, 'http_request_duration_seconds_bucket', `${byPattern},le="+Inf"`)).toBe(2);
      expect(sample(text, 'cache_rebuilds_total', 'cache="locations"')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'rate_limit_refusals_total', 'limit="route:POST /api/messages"')).toBe(1);
      // The process's own figures come along.
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      if (engine === 'postgres') {
        expect(sample(text, 'db_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'db_pool_connections', 'state="waiting"')).toBe(0);
      }
    } finally {
      await t.close();
    }
  });

  it('asks for the token when METRICS_TOKEN is set', async () => {
    const t = await createTestApp(engine, { METRICS_TOKEN: TOKEN });
    try {
      for (const authorization of [undefined, 'Bearer wrong-token', TOKEN]) {
        const refused = await t.request({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(refused.statusCode).toBe(401);
        expect(refused.headers['www-authenticate']).toBe('Bearer');
        expect(refused.json().error.code).toBe('unauthorized');
      }
      const allowed = await t.request({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('# TYPE http_requests_total counter');
    } finally {
      await t.close();
    }
  });
});
