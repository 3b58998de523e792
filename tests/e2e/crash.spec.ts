import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { OWNER_PASSWORD, startServer } from './server';

const KILLS = 20;

/**
 * Durability: a stream of writes, the server killed with SIGKILL at a random moment, restarted,
 * twenty times. Every write that was acknowledged must be there, and SQLite's integrity check passes.
 */
test('every acknowledged write survives 20 SIGKILLs at random moments', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'fru-crash-'));
  const acknowledged = new Map<number, string>();
  const deleted = new Set<number>();
  try {
    for (let round = 0; round < KILLS; round++) {
      const server = await startServer({ SEED_DEMO: 'false' }, dataDir);
      const headers = { origin: server.url, 'content-type': 'application/json' };
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ password: OWNER_PASSWORD }),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

      // Everything acknowledged before this round's kill is still there.
      const present = new Map<number, string>(
        ((await (await fetch(`${server.url}/api/locations`)).json()) as { id: number; name: string }[]).map(
          (p) => [p.id, p.name],
        ),
      );
      for (const [id, name] of acknowledged)
        expect(present.get(id), `place ${id} after round ${round}`).toBe(name);
      for (const id of deleted)
        expect(present.has(id), `deleted place ${id} after round ${round}`).toBe(false);

      let stop = false;
      const writer = (async () => {
        for (let i = 0; !stop; i++) {
          try {
            const name = `Round ${round} place ${i}`;
            const created = await fetch(`${server.url}/api/locations`, {
              method: 'POST',
              headers: { ...headers, cookie },
              body: JSON.stringify({
                name,
                latitude: (i % 170) - 85,
                longitude: (i % 350) - 175,
                notes: 'x'.repeat(i % 500),
                photos: [`https://example.com/${i}.jpg`],
              }),
            });
            if (created.status === 201) acknowledged.set(((await created.json()) as { id: number }).id, name);
            if (i % 5 === 4) {
              // A delete cut off by the kill may or may not have happened: the place is no longer checked either way.
              const victim = [...acknowledged.keys()].at(-2);
              if (victim !== undefined) {
                acknowledged.delete(victim);
                const response = await fetch(`${server.url}/api/locations/${victim}`, {
                  method: 'DELETE',
                  headers: { origin: server.url, cookie },
                });
                if (response.status === 204) deleted.add(victim);
              }
            }
          } catch {
            return; // the server died mid-request: that write was never acknowledged
          }
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 600));
      await server.stop('SIGKILL');
      stop = true;
      await writer;
    }

    const file = new Database(join(dataDir, 'fru-world.sqlite'));
    expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
    const ids = new Set(
      (file.prepare('select id from locations').all() as { id: number }[]).map((r) => r.id),
    );
    file.close();
    for (const id of acknowledged.keys()) expect(ids.has(id)).toBe(true);
    for (const id of deleted) expect(ids.has(id)).toBe(false);
    expect(acknowledged.size).toBeGreaterThan(KILLS);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
