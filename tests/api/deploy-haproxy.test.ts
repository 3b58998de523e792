import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_RATE_LIMIT } from '../../src/server/public-forms';
import { CONFIG, CONTACT_MESSAGE, HAPROXY, send, startHaproxy } from '../helpers/haproxy';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// deploy/haproxy/haproxy.cfg as shipped, in front of two instances on one database: only the
// addresses change. Runs where HAProxy is installed (CI installs it: apt-get install haproxy).

describe.runIf(HAPROXY).each(ENGINES)(
  'deploy/haproxy in front of two instances on $name',
  ({ name: engine }) => {
    let t: TestApp;
    let second: FastifyInstance;
    let proxy: Awaited<ReturnType<typeof startHaproxy>>;
    let port: number;
    const served = [0, 0];

    beforeAll(async () => {
      expect(spawnSync('haproxy', ['-c', '-q', '-f', CONFIG]).status).toBe(0);
      t = await createTestApp(engine, { TRUST_PROXY: '127.0.0.1' });
      second = await t.anotherInstance();
      const ports: number[] = [];
      for (const [i, app] of [t.app, second].entries()) {
        await app.listen({ port: 0, host: '127.0.0.1' });
        // Requests that reach this instance, the proxy's readiness checks aside.
        app.server.on('request', (request: { url?: string }) => {
          if (request.url !== '/readyz') served[i]! += 1;
        });
        ports.push((app.server.address() as AddressInfo).port);
      }
      proxy = await startHaproxy(ports);
      port = proxy.port;
    }, 60_000);
    afterAll(async () => {
      proxy?.stop();
      await t?.close();
    });

    it('spreads requests over the instances and keeps /metrics for the monitoring, not the world', async () => {
      const before = [...served];
      for (let i = 0; i < 10; i += 1) expect((await send(port, '/api/location-types')).status).toBe(200);
      expect(served[0]! - before[0]!).toBeGreaterThan(0);
      expect(served[1]! - before[1]!).toBeGreaterThan(0);
      // However the path is spelled, with METRICS_TOKEN unset (the instances' default).
      for (const path of ['/metrics', '/metrics/', '/%6detrics', '/%6D%65trics/', '//metrics', '/METRICS']) {
        expect([path, (await send(port, path)).status]).toEqual([path, 404]);
      }
    });

    it('limits each visitor by their own address, across instances, whatever X-Forwarded-For they send', async () => {
      const post = (from: string, forged?: string) =>
        send(port, '/api/messages', {
          from,
          method: 'POST',
          body: JSON.stringify(CONTACT_MESSAGE),
          headers: forged ? { 'x-forwarded-for': forged } : {},
        });
      const statuses: number[] = [];
      for (let i = 0; i < MESSAGE_RATE_LIMIT.max; i += 1) statuses.push((await post('127.0.0.3')).status);
      expect(statuses).toEqual(Array(MESSAGE_RATE_LIMIT.max).fill(201));
      expect((await post('127.0.0.3')).status).toBe(429);
      expect((await post('127.0.0.3', '198.51.100.77')).status).toBe(429);
      // Another visitor behind the same proxy is not held back.
      expect((await post('127.0.0.4')).status).toBe(201);
    });

    it('keeps answering when an instance stops', async () => {
      await second.close();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) statuses.push((await send(port, '/api/site')).status);
      expect(statuses).toEqual(Array(10).fill(200));
    });

    it("answers in the app's place, never with its bare page, once no instance runs", async () => {
      await t.app.close();
      // Until its checks see it (2 s apart), HAProxy answers with its offline page; then under
      // /api/ with the API's error shape. Always 503 with Retry-After, never its bare page.
      let api = await send(port, '/api/site');
      for (let waited = 0; !api.body.startsWith('{') && waited < 10_000; waited += 200) {
        expect(api.status).toBe(503);
        expect(api.headers['retry-after']).toBeDefined();
        expect(api.body).not.toMatch(/No server is available/);
        await new Promise((resolve) => setTimeout(resolve, 200));
        api = await send(port, '/api/site');
      }
      expect(api.status).toBe(503);
      expect(api.headers['retry-after']).toBeDefined();
      expect(JSON.parse(api.body)).toEqual({
        error: { code: 'unavailable', message: expect.any(String) },
      });
      const page = await send(port, '/trips');
      expect(page.status).toBe(503);
      expect(page.headers['retry-after']).toBeDefined();
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('The site is restarting. Please try again in a few seconds.');
    }, 20_000);
  },
);
