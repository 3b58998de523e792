import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/server';

/**
 * Issue 40, point 7: a production install is the built dist/ with its runtime dependencies only
 * (README: Installing for production). In a scratch folder holding only package.json,
 * package-lock.json and dist/, without any dev dependency, `npm start`, `npm run backup` and
 * `npm run owner:reset-password` work. Slow (an install, from npm's cache where it can): in CI
 * (CI=true) or with TEST_PRODUCTION_INSTALL=1.
 */
const RUN = Boolean(process.env.CI || process.env.TEST_PRODUCTION_INSTALL);
const FIRST_PASSWORD = 'the first owner passphrase';
const NEW_PASSWORD = 'a new owner passphrase, reset';

describe.runIf(RUN)('a production install (npm ci --omit=dev)', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;

  const npm = (args: string[], extra: NodeJS.ProcessEnv = {}) =>
    execFileSync('npm', args, { cwd: dir, env: { ...env, ...extra }, encoding: 'utf8', stdio: 'pipe' });

  async function start(): Promise<{ url: string; server: ChildProcess }> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // In a group of its own: npm does not pass SIGTERM on to the server it runs, which would outlive
    // the test (two servers a run, left running); the whole group is stopped instead.
    const server = spawn('npm', ['start'], {
      cwd: dir,
      env: { ...env, PORT: String(port), SITE_URL: url },
      stdio: 'ignore',
      detached: true,
    });
    for (let tries = 0; ; tries += 1) {
      const ready = await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return { url, server };
      if (tries > 300 || server.exitCode !== null) throw new Error('npm start did not answer');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  /** Stops npm and the server it started; resolves once the server's port is free. */
  const stop = async (server: ChildProcess, url: string) => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid!, 'SIGTERM');
    await exited;
    for (let tries = 0; tries < 100; tries += 1) {
      const open = await fetch(`${url}/healthz`).then(
        () => true,
        () => false,
      );
      if (!open) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server at ${url} did not stop`);
  };
  const signIn = (url: string, password: string) =>
    fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ password }),
    }).then((response) => response.status);

  beforeAll(() => {
    // The build needs the dev dependencies: it is made here, in the checkout, as before a deploy.
    if (!existsSync('dist/server/index.js') || !existsSync('dist/client/index.html'))
      execFileSync('npm', ['run', 'build'], { stdio: 'ignore' });
    dir = mkdtempSync(join(tmpdir(), 'fru-production-'));
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(file, join(dir, file));
    mkdirSync(join(dir, 'scripts'));
    for (const script of ['install-git-hooks.mjs', 'start.mjs'])
      copyFileSync(join('scripts', script), join(dir, 'scripts', script));
    cpSync('dist', join(dir, 'dist'), { recursive: true });
    env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      npm_config_cache: process.env.npm_config_cache,
      DATABASE_URL: `sqlite:${join(dir, 'data', 'fru-world.sqlite')}`,
      OWNER_PASSWORD: FIRST_PASSWORD,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
    };
    // The tree `npm ci --omit=dev` makes from the same lockfile: the checkout's packages (hard links,
    // so nothing is copied), pruned of every dev dependency. A real `npm ci` here would compile
    // better-sqlite3 again, five minutes of CI for the same files.
    execFileSync('cp', ['-al', 'node_modules', join(dir, 'node_modules')]);
    npm(['prune', '--omit=dev', '--no-audit', '--no-fund']);
  }, 600_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('installs no dev dependency', () => {
    for (const dev of ['vite', 'tsx', 'esbuild', 'typescript', 'vitest'])
      expect([dev, existsSync(join(dir, 'node_modules', dev))]).toEqual([dev, false]);
  });

  it('starts, backs up and resets the owner password', async () => {
    const first = await start();
    try {
      expect(await fetch(first.url).then((response) => response.status)).toBe(200);
      const places = (await fetch(`${first.url}/api/locations`).then((response) => response.json())) as {
        items?: unknown[];
      };
      expect(JSON.stringify(places).length).toBeGreaterThan(100);
      expect(await signIn(first.url, FIRST_PASSWORD)).toBe(204);

      const copy = join(dir, 'backups', 'copy.sqlite');
      npm(['run', 'backup', '--', '--out', copy]);
      expect(existsSync(copy)).toBe(true);
    } finally {
      await stop(first.server, first.url);
    }

    const reset = npm(['run', 'owner:reset-password'], { OWNER_PASSWORD: NEW_PASSWORD });
    expect(reset).toMatch(/The owner password is set/);
    const again = await start();
    try {
      expect(await signIn(again.url, NEW_PASSWORD)).toBe(204);
    } finally {
      await stop(again.server, again.url);
    }
  }, 120_000);
});
