import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { OWNER_PASSWORD, startServer } from './server';

const KILLS = 20;

/** A write the server acknowledged, and the revision it must have left: the place's version after it. */
interface Acknowledged {
  id: number;
  action: 'create' | 'update' | 'delete';
  version: number;
}

/**
 * Durability: a stream of writes, the server killed with SIGKILL at a random moment, restarted,
 * twenty times. Every write that was acknowledged must be there with its revision (issue 12: the
 * change and its history commit together), and SQLite's integrity check passes.
 */
test('every acknowledged write survives 20 SIGKILLs at random moments, each with its revision', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'fru-crash-'));
  const acknowledged = new Map<number, string>();
  const deleted = new Set<number>();
  const changes: Acknowledged[] = [];
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
            if (created.status === 201) {
              const { id } = (await created.json()) as { id: number };
              acknowledged.set(id, name);
              changes.push({ id, action: 'create', version: 1 });
              // An edit of the place just made, with the version it was answered with.
              const edited = await fetch(`${server.url}/api/locations/${id}`, {
                method: 'PATCH',
                headers: { ...headers, cookie, 'if-match': '"1"' },
                body: JSON.stringify({ notes: `edited ${i}` }),
              });
              if (edited.status === 200) changes.push({ id, action: 'update', version: 2 });
            }
            if (i % 5 === 4) {
              // A delete cut off by the kill may or may not have happened: the place is no longer checked either way.
              const victim = [...acknowledged.keys()].at(-2);
              if (victim !== undefined) {
                acknowledged.delete(victim);
                const response = await fetch(`${server.url}/api/locations/${victim}`, {
                  method: 'DELETE',
                  headers: { origin: server.url, cookie },
                });
                if (response.status === 204) {
                  deleted.add(victim);
                  changes.push({ id: victim, action: 'delete', version: 3 });
                }
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
    // A delete moves the place to the trash: the row stays, marked deleted.
    const ids = new Set(
      (file.prepare('select id from locations where deleted_at is null').all() as { id: number }[]).map(
        (r) => r.id,
      ),
    );
    const revisions = new Set(
      (
        file.prepare('select location_id, action, version from location_revisions').all() as {
          location_id: number;
          action: string;
          version: number;
        }[]
      ).map((r) => `${r.location_id} ${r.action} ${r.version}`),
    );
    file.close();
    for (const change of changes)
      expect(revisions.has(`${change.id} ${change.action} ${change.version}`), JSON.stringify(change)).toBe(
        true,
      );
    expect(changes.filter((c) => c.action === 'update').length).toBeGreaterThan(KILLS);
    for (const id of acknowledged.keys()) expect(ids.has(id)).toBe(true);
    for (const id of deleted) expect(ids.has(id)).toBe(false);
    expect(acknowledged.size).toBeGreaterThan(KILLS);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
