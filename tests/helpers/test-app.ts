import { randomBytes, scryptSync } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { migrateToLatest, openDatabase, type Database } from '../../src/server/db/index';
import { DEFAULT_OWNER, OWNER_ID } from '../../src/server/auth/owner';
import { hashPassword } from '../../src/server/auth/password';

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

/**
 * Test files run two at a time, each in PostgreSQL schemas of its own. Kysely's migrator reads every
 * schema's tables, and a schema dropped meanwhile by another file's cleanup fails that read ("schema
 * test_… does not exist"): migrations hold this advisory lock shared, a DROP SCHEMA holds it alone.
 */
const SCHEMA_LOCK = 1551;

export async function withSchemaLock<T>(
  connectionString: string,
  mode: 'shared' | 'alone',
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(
      mode === 'shared' ? 'SELECT pg_advisory_lock_shared($1)' : 'SELECT pg_advisory_lock($1)',
      [SCHEMA_LOCK],
    );
    return await work(client);
  } finally {
    // Ending the session releases its advisory locks.
    await client.end();
  }
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
  if (engine === 'postgres') {
    const base = postgresUrl;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    url = base;
    schema = `test_${randomBytes(6).toString('hex')}`;
    const media = mkdtempSync(join(tmpdir(), 'fru-test-media-'));
    mediaDir = media;
    cleanup = async () => {
      rmSync(media, { recursive: true, force: true });
      await withSchemaLock(base, 'alone', (client) =>
        client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
      );
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'fru-test-'));
    url = `sqlite:${join(dir, 'test.sqlite')}`;
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
  if (engine === 'postgres') await withSchemaLock(url, 'shared', () => migrateToLatest(database.db, schema));
  else await migrateToLatest(database.db, schema);
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
      // A test may close its app itself and again in afterEach: the second does nothing.
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
