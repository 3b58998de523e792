import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_RATE_LIMIT } from '../../src/server/public-forms';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from '../helpers/test-app';

// deploy/haproxy/haproxy.cfg as shipped, in front of two instances on one database: only the
// addresses change. Runs where HAProxy is installed (CI installs it: apt-get install haproxy).
const HAPROXY = spawnSync('haproxy', ['-v']).status === 0;
const CONFIG = 'deploy/haproxy/haproxy.cfg';

interface Answer {
  status: number;
  body: string;
}

/** One request through the proxy from a client address of our choosing (any 127.x is this machine). */
function send(
  port: number,
  path: string,
  { from = '127.0.0.2', method = 'GET', body = '', headers = {} } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress: from,
        agent: false,
        headers: { origin: ORIGIN, host: 'localhost:3000', 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const message = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  type: 'suggestion',
  subject: 'Hello',
  message: 'The dunes at sunset are unreal.',
  website: '',
};

describe.runIf(HAPROXY).each(ENGINES)(
  'deploy/haproxy in front of two instances on $name',
  ({ name: engine }) => {
    let t: TestApp;
    let second: FastifyInstance;
    let proxy: ChildProcess;
    let port: number;
    let dir: string;
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
      port = await freePort();
      const config = readFileSync(CONFIG, 'utf8')
        .replace(/^(\s*)bind :80$/m, `$1bind 127.0.0.1:${port}`)
        .replace(/^(\s*)server fru1 .*$/m, `$1server fru1 127.0.0.1:${ports[0]}`)
        .replace(/^(\s*)server fru2 .*$/m, `$1server fru2 127.0.0.1:${ports[1]}`)
        .replace(/^\s*server fru3 .*$/m, '')
        .replace(/^(\s*)log stdout .*$/m, '$1# no log in the test');
      dir = mkdtempSync(join(tmpdir(), 'fru-haproxy-'));
      writeFileSync(join(dir, 'haproxy.cfg'), config);
      proxy = spawn('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], { stdio: 'ignore' });
      // HAProxy listens.
      for (
        let tries = 0;
        (await send(port, '/api/site').catch(() => ({ status: 0 }))).status !== 200;
        tries += 1
      ) {
        if (tries > 100) throw new Error('HAProxy did not answer');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }, 60_000);
    afterAll(async () => {
      proxy?.kill();
      await t?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('spreads requests over the instances and keeps /metrics for the monitoring, not the world', async () => {
      const before = [...served];
      for (let i = 0; i < 10; i += 1) expect((await send(port, '/api/location-types')).status).toBe(200);
      expect(served[0]! - before[0]!).toBeGreaterThan(0);
      expect(served[1]! - before[1]!).toBeGreaterThan(0);
      expect((await send(port, '/metrics')).status).toBe(404);
    });

    it('limits each visitor by their own address, across instances, whatever X-Forwarded-For they send', async () => {
      const post = (from: string, forged?: string) =>
        send(port, '/api/messages', {
          from,
          method: 'POST',
          body: JSON.stringify(message),
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
  },
);
