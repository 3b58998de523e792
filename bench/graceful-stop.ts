import http from 'node:http';
import type { RunningServer } from '../tests/e2e/server';

export interface StopReport {
  completed: number;
  /** Requests refused after the stop began: connection refused or 503. Expected. */
  refused: number;
  /** Connections reset or broken mid-request. Must be 0. */
  resets: number;
  /** Any other failure (5xx other than 503, unexpected errors). Must be 0. */
  errors: number;
  exitCode: number | null;
  exitMs: number;
}

type Outcome = 'ok' | 'refused' | 'reset' | 'error';

function request(url: string, agent: http.Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.on('data', () => {});
      res.on('end', () =>
        resolve(res.statusCode === 200 ? 'ok' : res.statusCode === 503 ? 'refused' : 'error'),
      );
      res.on('error', () => resolve('reset'));
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED'
          ? 'refused'
          : error.code === 'ECONNRESET' || error.message === 'socket hang up'
            ? 'reset'
            : 'error',
      ),
    );
  });
}

/** Keeps `connections` keep-alive clients busy, sends SIGTERM after `afterMs`, and classifies every request. */
export async function gracefulStopRun(
  server: RunningServer,
  path: string,
  connections = 50,
  afterMs = 1500,
): Promise<StopReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const counts: Record<Outcome, number> = { ok: 0, refused: 0, reset: 0, error: 0 };
  let stopping = false;
  let exitMs = 0;
  const loops = Array.from({ length: connections }, async () => {
    // Each client keeps requesting until its request is refused: the server is gone.
    for (;;) {
      const outcome = await request(`${server.url}${path}`, agent);
      counts[outcome] += 1;
      if (stopping && outcome !== 'ok') return;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  stopping = true;
  const started = performance.now();
  const exitCode = await server.stop('SIGTERM');
  exitMs = Math.round(performance.now() - started);
  await Promise.all(loops);
  agent.destroy();
  return {
    completed: counts.ok,
    refused: counts.refused,
    resets: counts.reset,
    errors: counts.error,
    exitCode,
    exitMs,
  };
}
