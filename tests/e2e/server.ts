import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export const OWNER_PASSWORD = 'e2e owner password 1234';

export interface StopOptions {
  signal?: NodeJS.Signals;
  /**
   * Pages to send to about:blank before the stop, those still on this server: an open page's requests
   * would otherwise get 503 while the server drains, then be refused, and fail the console check.
   */
  leave?: Page[];
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Output the server printed, for assertions and for debugging a failure. */
  output(): string;
  stop(how?: NodeJS.Signals | StopOptions): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the built site the way `npm start` does (node dist/server/index.js) on a free port,
 * with a throwaway SQLite database unless DATABASE_URL is given. `cwd` is the folder whose
 * dist/ it runs (this checkout's by default; `npm run bench:compare` runs a saved build too).
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
  cwd?: string,
): Promise<RunningServer> {
  // A caller whose SITE_URL must name the address before the start passes its own PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'fru-e2e-'));
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'fru-world.sqlite')}`,
      OWNER_PASSWORD,
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Tiles would need the internet; a local template keeps the map quiet and offline.
      TILE_URL: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
      // Video thumbnails come through the server (src/server/third-party): offline, it asks itself
      // (a 404 at once), and the browser falls back to the play mark as it would without YouTube.
      YOUTUBE_THUMBNAIL_URL: `http://127.0.0.1:${port}/no-thumbnails`,
      // The first sign-in's "make the site yours" would stand over what the tests came to do; the
      // onboarding spec starts a server that asks (SITE_ONBOARDED: 'false').
      SITE_ONBOARDED: 'true',
      // In browser tests (Playwright's workers) every JSON answer is checked against the API
      // contract, so a drift fails the test too; benchmarks measure the server as it ships.
      API_CHECK_ANSWERS: process.env.TEST_WORKER_INDEX === undefined ? 'false' : 'true',
      // The browser tests' own visits are not counted (a worker's server is shared by its specs, and
      // the audience spec reads exact figures it seeds); counting is tested by the API suites.
      ANALYTICS: process.env.TEST_WORKER_INDEX === undefined ? 'on' : 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/location-types`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    dataDir: dir,
    process: child,
    output: () => output,
    stop: async (how = {}) => {
      const { signal = 'SIGTERM', leave = [] } = typeof how === 'string' ? { signal: how } : how;
      const onThisServer = leave.filter((page) => !page.isClosed() && new URL(page.url()).origin === url);
      // Settled, not all: a page that cannot leave must not keep the server running.
      await Promise.allSettled(onThisServer.map((page) => page.goto('about:blank')));
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => {
          if (!dataDir) rmSync(dir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill(signal);
      });
    },
  };
}
