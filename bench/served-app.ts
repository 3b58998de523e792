import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { ensureOwner } from '../src/server/auth/owner';
import { loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase, type Database } from '../src/server/db/index';
import { percentile, round } from './browser';
import { freshDatabase } from './fresh-database';

const PASSWORD = 'bench owner password';

/**
 * The app on a throwaway database (SQLite, or a new database on the PostgreSQL server at
 * `postgresUrl`), served over HTTP in this process, with the owner signed in. `fill` puts the
 * places in before the app starts.
 */
export async function servedApp(
  name: string,
  postgresUrl: string | undefined,
  fill?: (database: Database) => Promise<void>,
) {
  const { url, drop } = await freshDatabase(name, postgresUrl);
  const database = await openDatabase(url);
  await migrateToLatest(database.db);
  await ensureOwner(database.db, PASSWORD);
  await fill?.(database);
  // A settled database, as PostgreSQL's autovacuum leaves one within a minute of a bulk load: its
  // statistics and visibility map (index-only scans) in place. A count of 100,000 places measured
  // right after the load took 4 times as long (the figures: 200 ms against 46 to 61).
  if (database.engine === 'postgres') await sql`vacuum analyze`.execute(database.db);
  const config = loadConfig({ DATABASE_URL: url, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const { app } = await buildApp({ database, config });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { origin, 'content-type': 'application/json' };
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ password: PASSWORD }),
  });
  const ownerHeaders = { ...headers, cookie: login.headers.get('set-cookie')?.split(';')[0] ?? '' };

  /**
   * A GET as a browser sends it (brotli accepted), the body read and dropped. node:http does not
   * decompress, so this process spends its time serving, not unpacking a 50 MB answer.
   */
  const agent = new http.Agent({ keepAlive: true });
  const read = (path: string) =>
    new Promise<void>((resolve, reject) => {
      http
        .get(`${origin}${path}`, { agent, headers: { 'accept-encoding': 'br' } }, (response) => {
          response.resume();
          response.on('end', () =>
            response.statusCode === 200 ? resolve() : reject(new Error(`${path}: ${response.statusCode}`)),
          );
        })
        .on('error', reject);
    });

  return {
    engine: database.engine,
    origin,
    ownerHeaders,
    read,
    /** Requests for `path` back to back from `clients` clients until stopped; then their figures. */
    watch(path: string, clients = 4) {
      const latencies: number[] = [];
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      let running = true;
      const loops = Array.from({ length: clients }, async () => {
        while (running) {
          const started = performance.now();
          await read(path);
          latencies.push(performance.now() - started);
        }
      });
      return async () => {
        running = false;
        await Promise.all(loops);
        delay.disable();
        return {
          'loop delay max ms': round(delay.max / 1e6),
          'loop delay p99 ms': round(delay.percentile(99) / 1e6),
          [`${path} p50 ms`]: round(percentile(latencies, 50)),
          [`${path} p99 ms`]: round(percentile(latencies, 99)),
          [`${path} max ms`]: round(latencies.reduce((max, ms) => Math.max(max, ms), 0)),
          [`${path} over 50 ms`]: latencies.filter((ms) => ms > 50).length,
          [`${path} requests`]: latencies.length,
        };
      };
    },
    async close() {
      agent.destroy();
      await app.close();
      await database.close();
      await drop();
    },
  };
}
