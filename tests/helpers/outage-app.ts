import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrateToLatest, openDatabase, type Database } from '../../src/server/db/index';
import { tcpProxy } from './tcp-proxy';
import { withSchemaLock } from './test-app';

export interface LogLine {
  level: number;
  msg: string;
  refused?: number;
  err?: unknown;
}

export interface OutageApp {
  app: FastifyInstance;
  database: Database;
  /** Every line the app logged (level info and up), parsed. */
  lines: LogLine[];
  /** Cuts every connection to PostgreSQL, and refuses new ones, until `restore`. */
  cut(): Promise<void>;
  restore(): Promise<void>;
}

/**
 * An app on a schema of its own, reaching PostgreSQL (TEST_DATABASE_URL) through a TCP stand-in
 * that a test cuts and brings back; its log lines are kept. Everything is removed after `test`.
 */
export async function withOutageApp(test: (world: OutageApp) => Promise<void>): Promise<void> {
  const base = new URL(process.env.TEST_DATABASE_URL ?? '');
  const proxy = await tcpProxy(base.hostname, Number(base.port || 5432));
  const url = new URL(base.toString());
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase(url.toString(), { schema });
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  try {
    await withSchemaLock(url.toString(), 'shared', () => migrateToLatest(database.db, schema));
    const config = loadConfig({ DATABASE_URL: url.toString(), SEED_DEMO: 'false', LOG_LEVEL: 'info' });
    const { app, warmUp } = await buildApp({ database, config, logger: { level: 'info', stream } });
    await app.ready();
    await warmUp.settled();
    try {
      await test({ app, database, lines, cut: () => proxy.cut(), restore: () => proxy.restore() });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await withSchemaLock(base.toString(), 'alone', (client) =>
      client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
    );
    await proxy.close();
  }
}
