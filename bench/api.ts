import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort } from '../tests/e2e/server';
import { round } from './browser';

export interface ApiFigures {
  cached: { requestsPerSecond: number; p99Ms: number; errors: number };
  perRequest: { requestsPerSecond: number; p99Ms: number; errors: number };
  ratio: number;
  notModified: boolean;
}

const DURATION_S = 10;
const CONNECTIONS = 10;

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Our cached, pre-compressed list against the JSON built and compressed per request, on the same database. */
export async function measureApi(ourOrigin: string, databaseUrl: string): Promise<ApiFigures> {
  const cached = await load(`${ourOrigin}/api/locations`);
  const etag = (await fetch(`${ourOrigin}/api/locations`)).headers.get('etag');
  const notModified = (await fetch(`${ourOrigin}/api/locations`, { headers: { 'if-none-match': etag ?? '' } })).status === 304;

  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api-baseline-server.ts', databaseUrl, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve()));
  try {
    const perRequest = await load(`http://127.0.0.1:${port}/api/locations`);
    return { cached, perRequest, ratio: round(cached.requestsPerSecond / Math.max(perRequest.requestsPerSecond, 0.1)), notModified };
  } finally {
    child.kill('SIGTERM');
  }
}
