// npm run bench:stall — does rebuilding a cached representation at 100,000 places hold up other
// requests? Fills a throwaway database with generated places, serves it in this process, and while
// small requests run back to back, changes one place and reads each cached endpoint again. Prints
// the rebuild time, the event loop's longest delay (perf_hooks.monitorEventLoopDelay) and the
// latency of the small requests. Asserts nothing.
//
//   STALL_PLACES=100000 (default)   STALL_DATABASE_URL=postgres://…/postgres (default: an SQLite file)
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { ensureOwner } from '../src/server/auth/owner';
import { loadConfig } from '../src/server/config';
import { generatePlaces } from '../src/server/db/generate-places';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { insertLocations } from '../src/server/db/locations';
import { percentile, round } from './browser';
import { freshDatabase } from './fresh-database';

const PLACES = Number(process.env.STALL_PLACES ?? 100_000);
const PASSWORD = 'stall bench owner password';
const ENDPOINTS = [
  '/api/locations',
  '/api/locations/map',
  '/api/stats',
  '/api/world-progress',
  '/api/geo/visited-shapes',
];
/** The small request other visitors keep making meanwhile. */
const SMALL = '/api/site';
const SMALL_CLIENTS = 4;

const { url, drop } = await freshDatabase('stall', process.env.STALL_DATABASE_URL);
const database = await openDatabase(url);
await migrateToLatest(database.db);
await ensureOwner(database.db, PASSWORD);
const filling = performance.now();
await insertLocations(database.db, generatePlaces(PLACES));
console.log(`${PLACES} places in ${database.engine} (${Math.round(performance.now() - filling)} ms to fill)`);

const config = loadConfig({ DATABASE_URL: url, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const { app } = await buildApp({ database, config });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { origin, 'content-type': 'application/json' };
const login = await fetch(`${origin}/api/auth/login`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ password: PASSWORD }),
});
const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';

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
// Build every representation once, so the measured rebuild is the one after a change.
for (const path of ENDPOINTS) await read(path);

/** Small requests back to back from a few clients until stopped; their latencies. */
function smallRequests() {
  const latencies: number[] = [];
  let running = true;
  const clients = Array.from({ length: SMALL_CLIENTS }, async () => {
    while (running) {
      const started = performance.now();
      await read(SMALL);
      latencies.push(performance.now() - started);
    }
  });
  return async () => {
    running = false;
    await Promise.all(clients);
    return latencies;
  };
}

const rows: Record<string, string | number>[] = [];
for (const path of ENDPOINTS) {
  // A change through the API, as the owner makes one: every cached representation is stale.
  const patched = await fetch(`${origin}/api/locations/1`, {
    method: 'PATCH',
    headers: { ...headers, cookie },
    body: JSON.stringify({ notes: `changed ${Date.now()}` }),
  });
  if (!patched.ok) throw new Error(`PATCH: ${patched.status}`);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const stopSmall = smallRequests();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = performance.now();
  await read(path);
  const rebuildMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 100));
  const latencies = await stopSmall();
  delay.disable();
  rows.push({
    endpoint: path,
    'rebuild ms': Math.round(rebuildMs),
    'loop delay max ms': round(delay.max / 1e6),
    'loop delay p99 ms': round(delay.percentile(99) / 1e6),
    [`${SMALL} p50 ms`]: round(percentile(latencies, 50)),
    [`${SMALL} max ms`]: round(Math.max(...latencies)),
    [`${SMALL} requests`]: latencies.length,
  });
}
console.table(rows);
const worst = Math.max(...rows.map((row) => Number(row['loop delay max ms'])));
console.log(`\nLongest event-loop delay during a rebuild: ${worst} ms (target: at most 50 ms)`);

agent.destroy();
await app.close();
await database.close();
await drop();
