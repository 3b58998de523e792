import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORIGIN } from './test-app';

/** HAProxy is installed (CI installs it: apt-get install haproxy). */
export const HAPROXY = spawnSync('haproxy', ['-v']).status === 0;
export const CONFIG = 'deploy/haproxy/haproxy.cfg';

/** A contact-form message (POST /api/messages) a visitor may send. */
export const CONTACT_MESSAGE = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  type: 'suggestion',
  subject: 'Hello',
  message: 'The dunes at sunset are unreal.',
  website: '',
};

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request through the proxy from a client address of our choosing (any 127.x is this machine). */
export function send(
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
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
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

/**
 * deploy/haproxy/haproxy.cfg as shipped, in front of the instances listening on `ports`: only the
 * addresses change (the example's 3001, 3002, 3003 become these ports; servers beyond them are
 * left out), with its offline page beside it. Resolves once HAProxy answers `ready`.
 */
export async function startHaproxy(ports: number[], ready = '/api/site') {
  const port = await freePort();
  let config = readFileSync(CONFIG, 'utf8')
    .replace(/^(\s*)bind :80$/m, `$1bind 127.0.0.1:${port}`)
    .replace(/^(\s*)log stdout .*$/m, '$1# no log in the test');
  for (const [i, example] of [3001, 3002, 3003].entries()) {
    config = ports[i]
      ? config
          .replaceAll(`127.0.0.1:${example} `, `127.0.0.1:${ports[i]} `)
          .replaceAll(new RegExp(`127\\.0\\.0\\.1:${example}$`, 'gm'), `127.0.0.1:${ports[i]}`)
      : config.replace(new RegExp(`^\\s*server fru${i + 1}\\b.*$`, 'gm'), '');
  }
  const dir = mkdtempSync(join(tmpdir(), 'fru-haproxy-'));
  writeFileSync(join(dir, 'haproxy.cfg'), config);
  for (const file of ['offline.html', 'offline.json'])
    copyFileSync(join('deploy/haproxy', file), join(dir, file));
  const proxy = spawn('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], { stdio: 'ignore' });
  for (let tries = 0; (await send(port, ready).catch(() => ({ status: 0 }))).status !== 200; tries += 1) {
    if (tries > 100) throw new Error('HAProxy did not answer');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    stop() {
      proxy.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
