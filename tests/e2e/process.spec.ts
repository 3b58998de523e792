import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { OWNER_PASSWORD, startServer } from './server';

// The process as `npm start` runs it: configuration, demo places, restarts and crashes.

test('a wrong environment value stops the process with one line naming the variable', () => {
  const cases: [string, string][] = [
    ['PORT', 'eighty'],
    ['SEED_DEMO', 'maybe'],
    ['DATABASE_URL', 'mysql://x'],
    ['TILE_URL', 'not a url'],
    ['OWNER_PASSWORD', 'short'],
    ['OWNER_PASSWORD', 'qwerty123456'],
    ['TRASH_DAYS', '0'],
    ['OWNER_PASSWORD_RESET', 'maybe'],
  ];
  for (const [name, value] of cases) {
    const dataDir = mkdtempSync(join(tmpdir(), 'fru-env-'));
    const env = {
      ...process.env,
      DATABASE_URL: `sqlite:${join(dataDir, 'db.sqlite')}`,
      PORT: '0',
      [name]: value,
    };
    const result = spawnSync(process.execPath, ['dist/server/index.js'], {
      env,
      encoding: 'utf8',
      timeout: 15_000,
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(result.status, name).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines, name).toHaveLength(1);
    expect(lines[0]).toContain(`Invalid environment variable ${name}`);
  }
});

test('the first start generates an owner password and prints it once; restarts keep the demo places without duplicates', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fru-restart-'));
  try {
    const first = await startServer({ OWNER_PASSWORD: '' }, dataDir);
    const printed = /Owner password \(shown once, keep it safe\): (\S+)/.exec(first.output())?.[1];
    expect(printed).toBeTruthy();
    const places = await (await fetch(`${first.url}/api/locations`)).json();
    expect(places.length).toBeGreaterThanOrEqual(150);
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { origin: first.url, 'content-type': 'application/json' },
      body: JSON.stringify({ password: printed }),
    });
    expect(login.status).toBe(204);
    expect(await first.stop()).toBe(0);

    const second = await startServer({ OWNER_PASSWORD: '' }, dataDir);
    expect(second.output()).not.toContain('Owner password');
    const again = await (await fetch(`${second.url}/api/locations`)).json();
    expect(again.map((p: { id: number }) => p.id)).toEqual(places.map((p: { id: number }) => p.id));
    await second.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a place answered 201 survives SIGKILL and a restart', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fru-kill-'));
  try {
    const server = await startServer({ SEED_DEMO: 'false' }, dataDir);
    const headers = { origin: server.url, 'content-type': 'application/json' };
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ password: OWNER_PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const created = await fetch(`${server.url}/api/locations`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ name: 'Bryce Canyon', latitude: 37.593, longitude: -112.187 }),
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    await server.stop('SIGKILL');

    const restarted = await startServer({ SEED_DEMO: 'false' }, dataDir);
    const found = await fetch(`${restarted.url}/api/locations/${id}`);
    expect(found.status).toBe(200);
    expect((await found.json()).name).toBe('Bryce Canyon');
    await restarted.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
