// npm run bench:load — 30 s of load on GET /api/locations (demo places, 100 connections), then a
// graceful-stop run: SIGTERM while requests are in flight, then three instances on one PostgreSQL
// database with one owner writing (three-instances.ts). LOAD_DURATION sets the seconds of load.
// Prints figures; asserts nothing.
import autocannon from 'autocannon';
import { startServer } from '../tests/e2e/server';
import { gracefulStopRun } from './graceful-stop';
import { threeInstancesFigures, threeInstancesRun, threeInstancesSummary } from './three-instances';

const DURATION_S = Number(process.env.LOAD_DURATION ?? 30);
const CONNECTIONS = 100;

function summarize(result: autocannon.Result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const server = await startServer();
console.log(`Load: ${DURATION_S} s, ${CONNECTIONS} connections, GET ${server.url}/api/locations (brotli)`);
const load = await autocannon({
  url: `${server.url}/api/locations`,
  connections: CONNECTIONS,
  duration: DURATION_S,
  headers: { 'accept-encoding': 'br' },
});
console.table(summarize(load));

console.log('\nGraceful stop: SIGTERM while 50 keep-alive clients keep requesting');
const stop = await gracefulStopRun(server, '/api/locations');
console.table(stop);

console.log('');
const multi = await threeInstancesRun(DURATION_S);
if (typeof multi === 'string') console.log(`Three instances: skipped, ${multi}`);
else {
  console.table(threeInstancesFigures(multi));
  if (multi.writes.error) console.log(`The owner stopped writing at: ${multi.writes.error}`);
}

console.log(
  `\nSummary: ${summarize(load).requestsPerSecond} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ` +
    `${load.errors} errors, ${load.timeouts} timeouts; graceful stop: exit code ${stop.exitCode} after ${stop.exitMs} ms, ` +
    `${stop.completed} completed, ${stop.refused} refused after the stop, ${stop.resets} resets, ${stop.errors} errors.`,
);
if (typeof multi !== 'string') console.log(threeInstancesSummary(multi));
