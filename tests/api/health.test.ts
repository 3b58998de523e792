import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import type { InjectOptions } from 'fastify';
import { buildApp } from '#server/app.ts';
import { ensureOwner } from '../../src/server/auth/owner';
import { loadConfig } from '../../src/server/config';
import { migrateToLatest, openDatabase } from '../../src/server/db/index';
import { openCuttableLink } from '../helpers/cuttable-link';
import {
  createTestApp,
  ENGINES,
  ORIGIN,
  OWNER_PASSWORD,
  withSchemaLock,
  type TestApp,
} from '../helpers/test-app';

describe.each(ENGINES)('health and readiness on $name', ({ name: engine }) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('is alive, and ready once the database has every migration', async () => {
    t = await createTestApp(engine);
    const alive = await t.request({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ ok: true });
    const ready = await t.request({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true });

    // A database an older build migrated: not ready for this one.
    await sql`delete from kysely_migration where name = '0004-data-version'`.execute(t.database.db);
    const behind = await t.request({ method: 'GET', url: '/readyz' });
    expect(behind.statusCode).toBe(503);
    expect(behind.headers['retry-after']).toBeTruthy();
    expect(behind.json().error.code).toBe('unavailable');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('readiness at start on PostgreSQL', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('says an instance is not ready until it has built the map and the list', async () => {
    t = await createTestApp('postgres');
    // One place: the builds read its videos (with none, they read no videos at all and the lock below
    // held nothing: the test then passed only when the builds were slower than two requests).
    const made = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie: await t.login(),
      payload: { name: 'Held place', latitude: 10, longitude: 20, status: 'visited' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db);
    // Another session holds the places' videos: the new instance's first builds wait for it.
    const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('begin');
      // Its videos: the list's and the map's builds read them at start.
      await holder.query(`lock table ${rows[0]!.schema}.location_videos in access exclusive mode`);
      const second = await t.anotherInstance({}, { warm: false });
      const alive = await second.inject({ method: 'GET', url: '/healthz' });
      expect(alive.statusCode).toBe(200);
      const warming = await second.inject({ method: 'GET', url: '/readyz' });
      expect(warming.statusCode).toBe(503);
      expect(warming.headers['retry-after']).toBe('1');
      expect(warming.json().error.message).toBe('The site is still preparing the map and the list.');
      await holder.query('rollback');
      await expect
        .poll(async () => (await second.inject({ method: 'GET', url: '/readyz' })).statusCode)
        .toBe(200);
    } finally {
      await holder.end();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connections', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('survives its connections being ended by the server, and answers from new ones', async () => {
    t = await createTestApp('postgres');
    const cookie = await t.login();
    const pool = t.database.pool!;
    // Every connection the pool holds, busy at once so each is a different one.
    const held = await Promise.all(Array.from({ length: 4 }, () => pool.connect()));
    const pids = await Promise.all(
      held.map(
        async (client) =>
          (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid,
      ),
    );
    held.forEach((client) => client.release());
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    await expect
      .poll(
        async () =>
          (await admin.query('select pid from pg_stat_activity where pid = any($1)', [pids])).rowCount,
      )
      .toBe(0);
    await admin.end();
    // Each ended connection's 'error' event arrived and was handled: the process is still here.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie });
    expect(me.statusCode).toBe(200);
    const places = await t.request({ method: 'GET', url: '/api/locations' });
    expect(places.statusCode).toBe(200);
  });

  it('answers 503 with Retry-After while the database cannot be reached, and recovers by itself', async () => {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    // The instance reaches PostgreSQL through a link the test cuts, as a restart or a network failure does.
    const link = await openCuttableLink({ host: base.hostname, port: Number(base.port || 5432) });
    const url = new URL(base);
    url.host = `127.0.0.1:${link.port}`;
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase(url.toString(), { schema });
    await withSchemaLock(base.toString(), 'shared', () => migrateToLatest(database.db, schema));
    await ensureOwner(database.db, OWNER_PASSWORD);
    const config = loadConfig({ DATABASE_URL: url.toString(), SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
    const { app, warmUp } = await buildApp({ database, config });
    await app.ready();
    await warmUp.settled();
    const request = (options: InjectOptions) =>
      app.inject({ ...options, headers: { origin: ORIGIN, host: 'localhost:3000', ...options.headers } });
    try {
      const login = await request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { password: OWNER_PASSWORD },
      });
      const cookie = `${login.cookies[0]!.name}=${login.cookies[0]!.value}`;
      expect((await request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

      await link.cut();
      expect((await request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      for (const path of ['/readyz', '/api/stats', '/api/locations/1', '/api/auth/me']) {
        const response = await request({ method: 'GET', url: path, headers: { cookie } });
        expect(response.statusCode, path).toBe(503);
        expect(Number(response.headers['retry-after']), path).toBeGreaterThan(0);
        expect(response.json().error.code, path).toBe('unavailable');
      }

      await link.restore();
      await expect
        .poll(
          async () => (await request({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
        )
        .toBe(200);
      expect((await request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await request({ method: 'GET', url: '/api/stats' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await link.close();
      await withSchemaLock(base.toString(), 'alone', (admin) =>
        admin.query(`drop schema if exists ${schema} cascade`),
      );
    }
  });
});
