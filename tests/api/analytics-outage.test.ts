import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrateToLatest, openDatabase } from '../../src/server/db/index';
import { CHROME } from '../helpers/analytics';
import { tcpProxy } from '../helpers/tcp-proxy';
import { withSchemaLock } from '../helpers/test-app';

/**
 * Issue 39 with issue 40's outage: page views counted while the database is away are kept in the
 * instance's queue and written once it is back, without a warning per second in the log. PostgreSQL
 * is reached through a TCP stand-in that the test cuts and brings back.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('counting through a database outage', () => {
  it('keeps the views counted meanwhile and writes them once the database is back', async () => {
    const base = new URL(process.env.TEST_DATABASE_URL ?? '');
    const proxy = await tcpProxy(base.hostname, Number(base.port || 5432));
    const url = new URL(base.toString());
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase(url.toString(), { schema });
    const warnings: string[] = [];
    const stream = {
      write: (line: string) => {
        const parsed = JSON.parse(line) as { level: number; msg: string };
        if (parsed.level >= 40) warnings.push(parsed.msg);
      },
    };
    try {
      await withSchemaLock(url.toString(), 'shared', () => migrateToLatest(database.db, schema));
      const config = loadConfig({ DATABASE_URL: url.toString(), SEED_DEMO: 'false', LOG_LEVEL: 'info' });
      const { app } = await buildApp({ database, config, logger: { level: 'info', stream } });
      await app.ready();
      const view = (path: string) =>
        app.analytics.record({
          type: 'pageview',
          url: path,
          referrer: undefined,
          target: null,
          address: '8.8.8.8',
          userAgent: CHROME,
          host: 'localhost',
          sessionToken: undefined,
        });
      try {
        await app.analytics.flush();
        await proxy.cut();
        view('/stats');
        view('/about');
        await app.analytics.flush();
        view('/trips');
        await app.analytics.flush();
        await proxy.restore();
        let stored: string[] = [];
        for (let waited = 0; stored.length < 3 && waited < 15_000; waited += 200) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          await app.analytics.flush().catch(() => {});
          stored = (
            await database.db
              .selectFrom('analyticsEvents')
              .select('path')
              .execute()
              .catch(() => [])
          )
            .map((row) => row.path)
            .sort();
        }
        expect(stored).toEqual(['/about', '/stats', '/trips']);
        expect(warnings.filter((msg) => msg.startsWith('Analytics'))).toEqual([]);
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
  }, 60_000);
});
