import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { migrateToLatest, openDatabase } from '../../src/server/db/index';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from '../helpers/test-app';

const places = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    name: `Full disk place ${i} ${'with a long enough name to need new pages '.repeat(3)}`,
    latitude: (i % 170) - 85,
    longitude: (i % 350) - 175,
    notes: 'x'.repeat(400),
  }));

/** Another instance on the test's database whose log lines are kept, to read what the operator sees. */
async function withLog(t: TestApp) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const { app } = await buildApp({
    database: t.database,
    config: t.config,
    logger: { level: 'error', stream },
  });
  await app.ready();
  return { app, lines };
}

/** Makes the database itself refuse to grow: SQLite with a page limit, PostgreSQL raising disk_full. */
async function fillTheDisk(t: TestApp, engine: 'sqlite' | 'postgres') {
  if (engine === 'sqlite') {
    const sqlite = t.database.sqlite!;
    sqlite.pragma(`max_page_count = ${Number(sqlite.pragma('page_count', { simple: true }))}`);
    return;
  }
  // PostgreSQL's own error for a full disk (53100), raised by the server as a full disk would.
  await sql`create function refuse_for_full_disk() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`.execute(
    t.database.db,
  );
  await sql`create trigger disk_full before insert on locations execute function refuse_for_full_disk()`.execute(
    t.database.db,
  );
}

describe.each(ENGINES)('a full disk on $name', ({ name: engine }) => {
  it('answers 507 saying nothing was saved, logs the real cause, and saves again once there is room', async () => {
    const t = await createTestApp(engine);
    try {
      const { app, lines } = await withLog(t);
      const cookie = await t.login();
      const before = (await t.request({ method: 'GET', url: '/api/locations' })).json().length;
      await fillTheDisk(t, engine);

      const importing = await app.inject({
        method: 'POST',
        url: '/api/import',
        payload: { places: places(2000) },
        headers: { origin: ORIGIN, host: 'localhost:3000', cookie },
      });
      expect(importing.statusCode).toBe(507);
      expect(importing.json()).toEqual({
        error: { code: 'storage_full', message: "The server's disk is full; nothing was saved." },
      });
      const log = lines.join('');
      expect(log).toMatch(/SQLITE_FULL|database or disk is full|No space left on device/);
      expect(log).not.toContain('cannot rollback');
      expect((await t.request({ method: 'GET', url: '/api/locations' })).json()).toHaveLength(before);

      if (engine === 'sqlite') t.database.sqlite!.pragma('max_page_count = 1073741823');
      else await sql`drop trigger disk_full on locations`.execute(t.database.db);
      const retried = await t.request({
        method: 'POST',
        url: '/api/import',
        cookie,
        payload: { places: places(20) },
      });
      expect(retried.statusCode).toBe(200);
      await app.close();
    } finally {
      await t.close();
    }
  });
});

describe('a read-only SQLite database', () => {
  it('refuses to start, with one line naming the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fru-readonly-'));
    const file = join(dir, 'fru.sqlite');
    try {
      const database = await openDatabase(`sqlite:${file}`);
      await migrateToLatest(database.db);
      await database.close();
      // The folder stays writable (SQLite's WAL files live there); only the database file is not.
      chmodSync(dir, 0o777);
      chmodSync(file, 0o444);
      // root writes through file permissions, so the server runs as an unprivileged user when the test is root.
      const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
      const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
        ...asUser,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, DATABASE_URL: `sqlite:${file}`, PORT: '0', LOG_LEVEL: 'silent' },
      });
      expect(started.status).toBe(1);
      const printed = started.stderr.trim();
      expect(printed.split('\n')).toHaveLength(1);
      expect(printed).toContain(file);
      expect(printed).toMatch(/cannot be written/);
      expect(started.stdout).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
