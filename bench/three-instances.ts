// Three instances on one PostgreSQL database behind a round-robin proxy (issue 13), demo seed on:
// visitors read through the proxy (autocannon on the list, the map data and the statistics) while
// one owner writes through it back to back, and a checker per instance reads that instance
// directly to see how soon each acknowledged write shows there. Figures only; asserts nothing.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { OWNER_PASSWORD, startServer } from '../tests/e2e/server';
import { createScratchDatabase } from '../tests/helpers/postgres-servers';
import { percentile, round } from './browser';
import { OwnerWrites } from './owner-writes';
import { startProxyProcess } from './proxy-process';
import { STALE_AFTER_MS, VisibilityChecker } from './visibility-checker';

const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const INSTANCES = 3;
const CONNECTIONS = 50;
const VISITOR_READS = ['/api/locations', '/api/locations/map', '/api/locations/map/names', '/api/stats'];
/** After the load, how long the checkers may wait for the last writes to show everywhere. */
const SETTLE_MS = 5_000;
const STALE_READS = `stale reads (> ${STALE_AFTER_MS} ms)`;

export interface ThreeInstancesReport {
  readers: autocannon.Result;
  writes: OwnerWrites;
  checkers: VisibilityChecker[];
}

/** Whether the PostgreSQL server answers, or why not. */
async function unreachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

async function signIn(site: string): Promise<string> {
  const response = await fetch(`${site}/api/auth/login`, {
    method: 'POST',
    headers: { origin: site, 'content-type': 'application/json' },
    body: JSON.stringify({ password: OWNER_PASSWORD }),
  });
  if (response.status !== 204) throw new Error(`sign-in through the proxy answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function totalPlaces(url: string): Promise<number> {
  return ((await (await fetch(`${url}/api/stats`)).json()) as { totalLocations: number }).totalLocations;
}

/** The load itself: readers, the owner and the checkers together, then time for the last writes to show. */
async function measure(site: string, instanceUrls: string[], durationS: number) {
  const writes = new OwnerWrites(site, await signIn(site));
  const placesBefore = await totalPlaces(instanceUrls[0]!);
  const checkers = instanceUrls.map((url) => new VisibilityChecker(url, writes, placesBefore));
  let loadOver = false;
  // Once the owner's last write is answered, the checkers wait for it to show, for a while.
  let writingOver = false;
  let settleUntil = Infinity;
  const settled = (checker: VisibilityChecker) =>
    writingOver && (checker.newestShown >= writes.acknowledged.length || performance.now() > settleUntil);
  const checking = Promise.all(checkers.map((checker) => checker.run(() => settled(checker))));
  const writing = writes.run(() => loadOver);
  const readers = await autocannon({
    url: site,
    connections: CONNECTIONS,
    duration: durationS,
    headers: { 'accept-encoding': 'br' },
    requests: VISITOR_READS.map((path) => ({ method: 'GET', path })),
  });
  loadOver = true;
  await writing;
  writingOver = true;
  settleUntil = performance.now() + SETTLE_MS;
  await checking;
  return { readers, writes, checkers };
}

/** Runs the three instances, or answers why it cannot: PostgreSQL unreachable. */
export async function threeInstancesRun(durationS: number): Promise<ThreeInstancesReport | string> {
  const server = new URL(POSTGRES).host;
  const reason = await unreachable(POSTGRES);
  if (reason) return `PostgreSQL at ${server} is unreachable (${reason}); set BENCH_DATABASE_URL`;
  // Undone in reverse order whatever happens: instances, then the proxy, then the database.
  const cleanup: (() => Promise<unknown>)[] = [];
  try {
    const database = await createScratchDatabase(POSTGRES);
    cleanup.unshift(database.drop);
    const proxy = await startProxyProcess();
    cleanup.unshift(proxy.close);
    const env = { DATABASE_URL: database.url, SITE_URL: proxy.url, SEED_DEMO: 'true' };
    const instances = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startServer(env)));
    for (const instance of instances)
      if (instance.status === 'fulfilled') cleanup.unshift(() => instance.value.stop());
    const urls = instances.flatMap((result) => (result.status === 'fulfilled' ? [result.value.url] : []));
    if (urls.length < INSTANCES) throw new Error(`only ${urls.length} of ${INSTANCES} instances started`);
    proxy.setBackends(urls);
    console.log(
      `Three instances on one PostgreSQL database (${server}) behind a round-robin proxy: ${durationS} s, ` +
        `${CONNECTIONS} connections reading ${VISITOR_READS.join(', ')}; one owner writing back to back`,
    );
    return await measure(proxy.url, urls, durationS);
  } finally {
    for (const step of cleanup) await step();
  }
}

/** The figures, flat, for console.table. */
export function threeInstancesFigures({ readers, writes, checkers }: ThreeInstancesReport) {
  const times = checkers.flatMap((checker) => checker.timesToVisibility());
  const shown = times.filter((time) => time !== undefined);
  return {
    'readers req/s': Math.round(readers.requests.average),
    'readers p50 ms': readers.latency.p50,
    'readers p99 ms': readers.latency.p99,
    'readers requests': readers.requests.total,
    'readers errors': readers.errors,
    'readers timeouts': readers.timeouts,
    'readers non-2xx': readers.non2xx,
    'writes done': writes.acknowledged.length,
    'write p50 ms': round(percentile(writes.latenciesMs, 50)),
    'write p99 ms': round(percentile(writes.latenciesMs, 99)),
    'write errors': writes.error ? 1 : 0,
    'checker reads': checkers.reduce((sum, checker) => sum + checker.reads, 0),
    'checker failed reads': checkers.reduce((sum, checker) => sum + checker.failedReads, 0),
    [STALE_READS]: checkers.reduce((sum, checker) => sum + checker.staleReads, 0),
    'writes never shown (per instance)': times.length - shown.length,
    'visible after, p99 ms': round(percentile(shown, 99)),
    'visible after, max ms': round(Math.max(0, ...shown)),
  };
}

export function threeInstancesSummary(report: ThreeInstancesReport): string {
  const figures = threeInstancesFigures(report);
  const neverShown = figures['writes never shown (per instance)'];
  return (
    `Three instances: ${figures['readers req/s']} req/s, p99 ${figures['readers p99 ms']} ms, ` +
    `${figures['readers errors']} errors, ${figures['readers timeouts']} timeouts, ${figures['readers non-2xx']} non-2xx; ` +
    `${figures['writes done']} writes, p99 ${figures['write p99 ms']} ms, ${figures['write errors']} write errors; ` +
    `${figures[STALE_READS]} stale reads, ${neverShown ? `${neverShown} writes never shown, ` : ''}` +
    `writes visible on every instance within ${figures['visible after, max ms']} ms ` +
    `(p99 ${figures['visible after, p99 ms']} ms).`
  );
}
