import { randomBytes, scryptSync } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { migrateToLatest, openDatabase, type Database } from '../../src/server/db/index';
import { DEFAULT_OWNER, OWNER_ID } from '../../src/server/auth/owner';
import { hashPassword } from '../../src/server/auth/password';
import { startNewEpoch } from '../../src/server/db/data-version';
import { freshSchema, releaseSchema, withSchemaLock } from './schema-pool';

export { withSchemaLock };

export const OWNER_PASSWORD = 'correct horse battery staple';
export const ORIGIN = 'http://localhost:3000';

/** The engines the API suites run against: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: { name: 'sqlite' | 'postgres' }[] = [
  { name: 'sqlite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const }] : []),
];

export interface ServedRoute {
  method: string;
  url: string;
}

export interface TestApp {
  app: FastifyInstance;
  /** Every route the server registered (HEAD left out), in the order it did. */
  routes: ServedRoute[];
  database: Database;
  config: Config;
  /** Signs in as the owner and returns the Cookie header to send. */
  login(): Promise<string>;
  /** app.inject with the same-origin Origin header set (override it to test cross-site calls). */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /**
   * Another instance on the same database, with its own connection (SQLite handle or PostgreSQL
   * pool): what a second server process behind the same load balancer sees. Closed with this one.
   */
  /**
   * A second app on the same database (with `clientDir`, serving pages too), once its first builds
   * are done (`warm: false`: as soon as it is ready to listen).
   */
  anotherInstance(
    env?: Record<string, string>,
    options?: { clientDir?: string; warm?: boolean },
  ): Promise<FastifyInstance>;
  close(): Promise<void>;
}

let realHash: Promise<string> | undefined;
let cheapHash: string | undefined;
/**
 * The owner's password as stored. By default with scrypt's N = 2^12 instead of 2^17: the server
 * reads the parameters from the stored hash, so every sign-in is still checked for real by the
 * product's code, in milliseconds and 4 MB instead of 0.3 s and 128 MB each (the suites sign in
 * more than a thousand times). `passwordCost: 'real'` keeps the product's own cost, for the tests
 * of what that cost does to the server (tests/api/sign-in-flood.test.ts).
 */
const ownerHash = (cost: 'real' | 'cheap') =>
  cost === 'real'
    ? (realHash ??= hashPassword(OWNER_PASSWORD))
    : (cheapHash ??= cheapPasswordHash(OWNER_PASSWORD));

const CHEAP_N = 2 ** 12;
export function cheapPasswordHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: CHEAP_N, r: 8, p: 1 });
  return ['scrypt', CHEAP_N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * A client folder with the project's own index.html in it (the template the server writes each
 * page's head into), for API tests of pages: the built client is not there before `npm run build`.
 */
export function clientWithPages(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'fru-test-client-'));
  copyFileSync(join(import.meta.dirname, '..', '..', 'index.html'), join(dir, 'index.html'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

let sqliteTemplate: Promise<string> | undefined;
/**
 * An SQLite file migrated to the latest version, made once per worker: each test starts from a copy
 * (a millisecond) rather than running the 23 migrations again (about 110 ms each time).
 */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fru-test-template-')), 'migrated.sqlite');
    const database = await openDatabase(`sqlite:${file}`);
    await migrateToLatest(database.db);
    // Everything in the file itself, so that a copy of it alone is the whole database.
    database.sqlite!.pragma('wal_checkpoint(TRUNCATE)');
    await database.close();
    const wal = `${file}-wal`;
    if (existsSync(wal) && statSync(wal).size > 0) throw new Error('the migrated template kept a WAL');
    return file;
  })();
  return sqliteTemplate;
}

/** A fresh app on a fresh database: an SQLite file in a temp folder, or a new PostgreSQL schema. */
export async function createTestApp(
  engine: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
  /** With a client folder holding an index.html, the app serves pages too (see clientWithPages). */
  {
    clientDir,
    passwordCost = 'cheap',
    postgresUrl = process.env.TEST_DATABASE_URL,
  }: {
    clientDir?: string;
    passwordCost?: 'real' | 'cheap';
    /** PostgreSQL through a stand-in (tcp-proxy.ts) that a test cuts; TEST_DATABASE_URL by default. */
    postgresUrl?: string;
  } = {},
): Promise<TestApp> {
  let url: string;
  let cleanup: () => Promise<void>;
  let schema: string | undefined;
  // PostgreSQL's photos go to a folder of the test's own (SQLite's sit beside its file).
  let mediaDir: string | undefined;
  // Whether the database comes migrated already (a copy of the worker's migrated file, a schema of its pool).
  let migrated = false;
  if (engine === 'postgres') {
    const base = postgresUrl;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    url = base;
    const media = mkdtempSync(join(tmpdir(), 'fru-test-media-'));
    mediaDir = media;
    if (base === process.env.TEST_DATABASE_URL) {
      // A migrated schema of the worker's pool, emptied by the test before (schema-pool.ts).
      const pooled = await freshSchema(base);
      schema = pooled;
      migrated = true;
      cleanup = async () => {
        rmSync(media, { recursive: true, force: true });
        await releaseSchema(base, pooled);
      };
    } else {
      // Through a stand-in a test cuts (tcp-proxy.ts): a schema of its own, made and dropped here.
      const own = `test_${randomBytes(6).toString('hex')}`;
      schema = own;
      cleanup = async () => {
        rmSync(media, { recursive: true, force: true });
        await withSchemaLock(base, 'alone', (client) => client.query(`DROP SCHEMA IF EXISTS ${own} CASCADE`));
      };
    }
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'fru-test-'));
    const file = join(dir, 'test.sqlite');
    copyFileSync(await migratedSqliteFile(), file);
    migrated = true;
    url = `sqlite:${file}`;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const baseEnv = {
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Every JSON answer is checked against the API contract's response schema (a drift is a 500).
    API_CHECK_ANSWERS: 'true',
    ...(mediaDir ? { MEDIA_DIR: mediaDir } : {}),
  };
  const config = loadConfig({ ...baseEnv, ...env });
  const database = await openDatabase(url, { schema });
  // The suites' PostgreSQL sessions commit without waiting for the disk (300 commits: 930 ms → 170 ms
  // here): the same SQL, locks and isolation; only a crash of the shared server could lose the last
  // commits, and the restart tests run servers of their own (postgres-servers.ts).
  database.pool?.on('connect', (client) => {
    client.query('SET synchronous_commit TO off').catch(() => {});
  });
  if (migrated) {
    // As a database of its own would be: a new epoch (data-version.ts), so no ETag of another test's matches.
    await startNewEpoch(database.db);
  } else await withSchemaLock(url, 'shared', () => migrateToLatest(database.db, schema));
  // The owner as ensureOwner creates it, with the hash computed once per test file (see ownerHash).
  const now = new Date().toISOString();
  await database.db
    .insertInto('users')
    .values({
      id: OWNER_ID,
      ...DEFAULT_OWNER,
      joinDate: now,
      passwordHash: await ownerHash(passwordCost),
      updatedAt: now,
    })
    .execute();
  const routes: ServedRoute[] = [];
  const { app, warmUp } = await buildApp({
    database,
    config,
    clientDir,
    onRoute: ({ method, url }) => {
      for (const each of [method].flat()) if (each !== 'HEAD') routes.push({ method: each, url });
    },
  });
  await app.ready();
  // What visitors read first is built before a test reads (as a proxy waits for /readyz).
  await warmUp.settled();
  const others: { app: FastifyInstance; database: Database }[] = [];
  let closed = false;

  const request: TestApp['request'] = ({ cookie, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { origin: ORIGIN, host: 'localhost:3000', ...(cookie ? { cookie } : {}), ...headers },
    });

  return {
    app,
    database,
    config,
    routes,
    request,
    async login() {
      const response = await request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { password: OWNER_PASSWORD },
      });
      if (response.statusCode !== 204)
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies[0];
      if (!cookie) throw new Error('login set no cookie');
      return `${cookie.name}=${cookie.value}`;
    },
    async anotherInstance(extraEnv = {}, options = {}) {
      const other = await openDatabase(url, { schema });
      const otherConfig = loadConfig({ ...baseEnv, ...env, ...extraEnv });
      const built = await buildApp({ database: other, config: otherConfig, clientDir: options.clientDir });
      await built.app.ready();
      if (options.warm !== false) await built.warmUp.settled();
      others.push({ app: built.app, database: other });
      return built.app;
    },
    async close() {
      // A test may close its app itself and again in afterEach: the second does nothing (the schema
      // would otherwise go back to the pool twice, and two later tests share it).
      if (closed) return;
      closed = true;
      for (const other of others) {
        await other.app.close();
        await other.database.close();
      }
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}
