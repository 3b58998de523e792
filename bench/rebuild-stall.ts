// npm run bench:stall — does rebuilding a cached representation at 100,000 places hold up other
// requests? Fills a throwaway database with generated places and serves it in this process.
// 1. While small requests run back to back, changes one place and reads each cached endpoint
//    again: the time to answer it (a visitor gets the previous form while a long rebuild runs),
//    the event loop's longest delay (perf_hooks.monitorEventLoopDelay) and the small requests' latency.
// 2. 50 connections make the reads a visitor's pages make (wrk: apt-get install wrk), each 100 ms
//    after its last answer (about 450 requests a second), while the owner changes a place once a
//    second: reads p99, errors, and /healthz meanwhile. Then the same flat out, for the throughput
//    (its latencies are the queue a saturated server keeps: bench/wrk.ts).
// 3. The same with a few connections reading the whole list (GET /api/locations without a page, for
//    programs: no screen reads it), served from its prepared representation: its p99 is the time to
//    send it (about 5 MB in brotli), not a rebuild.
// Prints figures; asserts nothing.
//
//   STALL_PLACES=100000 (default)   STALL_LOAD_SECONDS=60 (default; 0 skips part 2)
//   STALL_DATABASE_URL=postgres://…/postgres (default: an SQLite file)
import { generatePlaces } from '../src/server/db/generate-places';
import { insertLocations } from '../src/server/db/locations';
import { servedApp } from './served-app';
import { wrkLoad } from './wrk';

const PLACES = Number(process.env.STALL_PLACES ?? 100_000);
const LOAD_SECONDS = Number(process.env.STALL_LOAD_SECONDS ?? 60);
const CONNECTIONS = 50;
const ENDPOINTS = [
  '/api/locations',
  '/api/locations/map',
  '/api/stats',
  '/api/world-progress',
  '/api/geo/visited-shapes',
];
/** The small request other visitors keep making meanwhile. */
const SMALL = '/api/site';
/** What visitors' pages read: the home map and its cards, two searches, /stats. */
const VISITOR_READS = [
  SMALL,
  '/api/locations/map',
  '/api/locations/map/names',
  `/api/locations?ids=${Array.from({ length: 12 }, (_, i) => 1 + i * 997).join(',')}`,
  '/api/locations/search?q=park',
  '/api/locations/search?q=lake',
  '/api/stats',
  '/api/world-progress',
];
/** Part 2: each visitor's connection waits this long after an answer before its next read. */
const THINK_MS = 100;
/** Part 3: connections reading the whole list beside the visitors. */
const LIST_CONNECTIONS = 5;

const served = await servedApp('stall', process.env.STALL_DATABASE_URL, async (database) => {
  const filling = performance.now();
  await insertLocations(database.db, generatePlaces(PLACES));
  console.log(
    `${PLACES} places in ${database.engine} (${Math.round(performance.now() - filling)} ms to fill)`,
  );
});
const { origin, ownerHeaders, read } = served;

/** A change through the API, as the owner makes one: every cached representation is stale. */
async function change() {
  const patched = await fetch(`${origin}/api/locations/1`, {
    method: 'PATCH',
    headers: ownerHeaders,
    body: JSON.stringify({ notes: `changed ${Date.now()}` }),
  });
  if (!patched.ok) throw new Error(`PATCH: ${patched.status}`);
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Build every representation once, so the measured rebuild is the one after a change.
for (const path of ENDPOINTS) await read(path);

const rows: Record<string, string | number>[] = [];
for (const path of ENDPOINTS) {
  await change();
  const stop = served.watch(SMALL);
  await pause(100);
  const started = performance.now();
  await read(path);
  const answerMs = performance.now() - started;
  await pause(100);
  rows.push({ endpoint: path, 'answer ms': Math.round(answerMs), ...(await stop()) });
}
console.table(rows);
const worst = Math.max(...rows.map((row) => Number(row['loop delay max ms'])));
console.log(`\nLongest event-loop delay after a change: ${worst} ms (target: at most 50 ms)`);

/** The owner changes a place once a second while `paths` are read by `connections`: the figures. */
async function underLoad(paths: string[], connections: number, readsTarget: string, thinkMs = 0) {
  let writing = true;
  let writes = 0;
  const writer = (async () => {
    while (writing) {
      await change();
      writes += 1;
      await pause(1000);
    }
  })();
  const health = served.watch('/healthz', 1);
  const load = await wrkLoad(origin, paths, connections, LOAD_SECONDS, thinkMs);
  writing = false;
  await writer;
  const healthFigures = await health();
  console.table({ ...load, 'owner writes': writes, ...healthFigures });
  console.log(
    `Under load: reads p99 ${load['reads p99 ms']} ms (${readsTarget}), ` +
      `${load['socket errors'] + load.timeouts} errors, ${load['non-2xx/3xx']} non-2xx (the search's 429s: ` +
      `every connection is one address); /healthz max ${healthFigures['/healthz max ms']} ms (target: at most 50 ms)`,
  );
}

if (LOAD_SECONDS > 0) {
  const owner = 'the owner changing a place once a second';
  console.log(
    `\n${CONNECTIONS} connections making visitors' reads (${VISITOR_READS.join(', ')}), each ${THINK_MS} ms after its last answer, for ${LOAD_SECONDS} s, ${owner}`,
  );
  await underLoad(VISITOR_READS, CONNECTIONS, 'target: at most 100 ms', THINK_MS);
  console.log(`\nThe same reads flat out (the throughput; its latencies are wrk's queue), ${owner}`);
  await underLoad(VISITOR_READS, CONNECTIONS, "a saturated server's queue");
  console.log(
    `\nThe whole list (GET /api/locations) read by ${LIST_CONNECTIONS} connections for ${LOAD_SECONDS} s, ${owner}`,
  );
  await underLoad(['/api/locations'], LIST_CONNECTIONS, 'the time to send it');
}
await served.close();
