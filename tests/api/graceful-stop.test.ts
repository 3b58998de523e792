import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { send } from '../helpers/haproxy';
import { tcpProxy } from '../helpers/tcp-proxy';
import { createTestApp } from '../helpers/test-app';

/**
 * Issue 40, point 6: a graceful stop (what SIGTERM runs: app.stopGracefully) tells the proxy first
 * (/readyz 503, everything else still served), then refuses new requests and waits for the running
 * ones, a slow write included, up to STOP_GRACE_SECONDS: the old stop dropped them after 8 s.
 * The write is slow because PostgreSQL's stand-in holds its queries for 9 s.
 */
const place = {
  name: 'Zion National Park',
  latitude: 37.2982,
  longitude: -113.0263,
  type: 'national-park',
  status: 'visited',
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.TEST_DATABASE_URL)('a graceful stop', () => {
  it('leaves the proxy first, then answers a write slower than 8 s before closing', async () => {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const database = await tcpProxy(base.hostname, Number(base.port || 5432));
    const url = new URL(base.toString());
    url.hostname = '127.0.0.1';
    url.port = String(database.port);
    const t = await createTestApp('postgres', {}, { postgresUrl: url.toString() });
    try {
      const cookie = await t.login();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      database.hold();
      const write = send(port, '/api/locations', {
        method: 'POST',
        body: JSON.stringify(place),
        headers: { cookie },
      });
      await wait(300);
      const stopping = t.app.stopGracefully({ drainMs: 1_000, graceMs: 20_000 });
      await wait(300);
      // Leaving: the proxy's check fails, visitors are still answered (/healthz: the database is held).
      expect((await send(port, '/readyz')).status).toBe(503);
      expect((await send(port, '/healthz')).status).toBe(200);
      await wait(1_000);
      // Draining: new requests are refused in the API's shape.
      const refused = await send(port, '/healthz');
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBeDefined();

      await wait(9_000 - 1_600);
      database.release();
      const written = await write;
      expect(written.status).toBe(201);
      expect(await stopping).toBe('finished');
      const stored = await t.database.db.selectFrom('locations').select('name').execute();
      expect(stored.map((row) => row.name)).toEqual([place.name]);
    } finally {
      database.release();
      await t.close();
      await database.close();
    }
  }, 60_000);
});

describe('a graceful stop with a connection that never sent a request', () => {
  it('closes it once nothing is in flight, rather than waiting for its headers timeout', async () => {
    // Browsers open connections ahead of need (a preconnect): Node counts such a socket as busy, so
    // the stop waited the server's headers timeout (a minute) and outlived STOP_GRACE_SECONDS.
    const t = await createTestApp('sqlite');
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const preconnect = connect(port, '127.0.0.1');
      await new Promise((resolve) => preconnect.once('connect', resolve));
      const closedByServer = new Promise((resolve) => preconnect.once('close', resolve));
      expect(await t.app.stopGracefully({ drainMs: 0, graceMs: 20_000 })).toBe('finished');
      await closedByServer;
    } finally {
      await t.close();
    }
  }, 60_000);
});
