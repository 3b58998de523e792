import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE, HAPROXY, send, startHaproxy, type Answer } from '../helpers/haproxy';
import { tcpProxy } from '../helpers/tcp-proxy';
import { clientWithPages, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 40, point 5: the example deploy (deploy/haproxy/haproxy.cfg in front of three instances on
 * PostgreSQL) during a database outage. Every instance fails /readyz at once; visitors must still
 * get the app's answers (its cached reads, its pages, its JSON 503 with Retry-After), never
 * HAProxy's bare "503 No server is available". PostgreSQL is reached through a TCP stand-in that
 * the test cuts (the shared server itself is never stopped).
 */
const HAPROXY_PAGE = /No server is available/;

const message = JSON.stringify(CONTACT_MESSAGE);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(HAPROXY && process.env.TEST_DATABASE_URL)(
  'the example deploy during a database outage',
  () => {
    let database: Awaited<ReturnType<typeof tcpProxy>>;
    let client: ReturnType<typeof clientWithPages>;
    let t: TestApp;
    let proxy: Awaited<ReturnType<typeof startHaproxy>>;

    beforeAll(async () => {
      const base = new URL(process.env.TEST_DATABASE_URL!);
      database = await tcpProxy(base.hostname, Number(base.port || 5432));
      const url = new URL(base.toString());
      url.hostname = '127.0.0.1';
      url.port = String(database.port);
      client = clientWithPages();
      t = await createTestApp(
        'postgres',
        { TRUST_PROXY: '127.0.0.1' },
        { clientDir: client.dir, postgresUrl: url.toString() },
      );
      const instances: FastifyInstance[] = [t.app];
      for (let i = 0; i < 2; i += 1) instances.push(await t.anotherInstance({}, { clientDir: client.dir }));
      const ports: number[] = [];
      for (const app of instances) {
        await app.listen({ port: 0, host: '127.0.0.1' });
        ports.push((app.server.address() as AddressInfo).port);
      }
      proxy = await startHaproxy(ports);
    }, 60_000);
    afterAll(async () => {
      proxy?.stop();
      await database?.restore().catch(() => {});
      await t?.close();
      client?.remove();
      await database?.close();
    });

    it("answers with the app's cached reads, pages and 503s, never the proxy's page", async () => {
      // Each instance has read the places once (its cache).
      for (let i = 0; i < 6; i += 1) expect((await send(proxy.port, '/api/locations')).status).toBe(200);

      await database.cut();
      const answers: { path: string; answer: Answer }[] = [];
      // Long enough for HAProxy to take every instance out of the ready backend (2 failed checks, 2 s apart).
      for (const started = Date.now(); Date.now() - started < 9_000;) {
        for (const path of ['/api/locations', '/api/site', '/']) {
          answers.push({ path, answer: await send(proxy.port, path) });
        }
        answers.push({
          path: 'POST /api/messages',
          // Each from an address of its own: the contact form's limit is not what is tested here.
          answer: await send(proxy.port, '/api/messages', {
            method: 'POST',
            body: message,
            from: `127.0.0.${10 + (answers.length % 200)}`,
          }),
        });
        await wait(200);
      }
      // The proxy had given up on readiness by the end: /readyz answers only 503 now.
      expect((await send(proxy.port, '/readyz')).status).toBe(503);

      const wrong = answers
        .filter(({ path, answer }) => {
          if (HAPROXY_PAGE.test(answer.body)) return true;
          if (answer.status === 200) return false;
          if (answer.status !== 503 || !answer.headers['retry-after']) return true;
          if (path === '/') return !String(answer.headers['content-type']).startsWith('text/html');
          return !/"code":"unavailable"/.test(answer.body);
        })
        .map(({ path, answer }) => `${path}: ${answer.status} ${answer.body.slice(0, 80)}`);
      expect(wrong).toEqual([]);
      const statuses = (of: string) =>
        answers.filter(({ path }) => path === of).map(({ answer }) => answer.status);
      // The cached list was served during the outage (as long as each instance's cache allows).
      expect(statuses('/api/locations')).toContain(200);

      await database.restore();
    }, 60_000);
  },
);
