import { spawn } from 'node:child_process';
import http from 'node:http';
import { freePort } from '../tests/e2e/server';
import { percentile, round } from './browser';

export interface ApiFigures {
  cached: { requestsPerSecond: number; p99Ms: number; errors: number };
  /** The compact map form, also cached. */
  cachedMap: { requestsPerSecond: number; p99Ms: number; errors: number };
  perRequest: { requestsPerSecond: number; p99Ms: number; errors: number };
  ratio: number;
  notModified: boolean;
}

const DURATION_S = 10;
const CONNECTIONS = 10;

/**
 * N keep-alive clients requesting back to back, as a browser would (brotli accepted). A plain
 * node:http client: autocannon parses bodies byte by byte and tops out near 300 requests/s on a
 * 200 KB body, which would measure autocannon rather than the server.
 */
async function load(url: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + DURATION_S * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            if (response.statusCode === 200) latencies.push(performance.now() - started);
            else errors++;
            resolve();
          });
        })
        .on('error', () => {
          errors++;
          resolve();
        });
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) await one();
    }),
  );
  agent.destroy();
  return {
    requestsPerSecond: Math.round(latencies.length / DURATION_S),
    p99Ms: round(percentile(latencies, 99)),
    errors,
  };
}

/** Our cached, pre-compressed list against the JSON built and compressed per request, on the same database. */
export async function measureApi(ourOrigin: string, databaseUrl: string): Promise<ApiFigures> {
  const cached = await load(`${ourOrigin}/api/locations`);
  const cachedMap = await load(`${ourOrigin}/api/locations/map`);
  const etag = (await fetch(`${ourOrigin}/api/locations`)).headers.get('etag');
  const notModified =
    (await fetch(`${ourOrigin}/api/locations`, { headers: { 'if-none-match': etag ?? '' } })).status === 304;

  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/api-baseline-server.ts', databaseUrl, String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) =>
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve()),
  );
  try {
    const perRequest = await load(`http://127.0.0.1:${port}/api/locations`);
    return {
      cached,
      cachedMap,
      perRequest,
      ratio: round(cached.requestsPerSecond / Math.max(perRequest.requestsPerSecond, 0.1)),
      notModified,
    };
  } finally {
    child.kill('SIGTERM');
  }
}
