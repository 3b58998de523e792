import { expect, test } from '@playwright/test';
import { createScratchDatabase, startPrivatePostgres } from '../helpers/postgres-servers';
import { startRoundRobinProxy } from '../helpers/round-robin-proxy';
import {
  expectWriteSeenEverywhere,
  signIn,
  startInstances,
  stopAll,
  type Target,
} from './multi-instance-helpers';

// Restarting PostgreSQL under three instances (issue 13): a PostgreSQL cluster of the test's own,
// so the shared server other tests use is never restarted. Runs where PostgreSQL is (TEST_DATABASE_URL).
const POSTGRES = process.env.TEST_DATABASE_URL;
/** What visitors keep asking meanwhile: reads that need the database and reads from the caches. */
const PATHS = [
  '/api/auth/me',
  '/api/locations/1',
  '/api/stats',
  '/api/locations/map',
  '/api/locations/map/names',
  '/api/locations',
];
const CLIENTS = 6;

interface Outcomes {
  ok: number;
  /** 503 with Retry-After, in the API's error shape: what the issue asks for while the database is away. */
  unavailable: number;
  /** Anything else, by status: a 500, a 502 from the balancer (an instance gone) … */
  other: Record<string, number>;
  /** Connections reset or refused. */
  broken: number;
}

/** Visitors requesting back to back through the balancer until stopped; every answer classified. */
function keepRequesting(target: Target, cookie: string) {
  const outcomes: Outcomes = { ok: 0, unavailable: 0, other: {}, broken: 0 };
  let running = true;
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let n = client; running; n++) {
      const path = PATHS[n % PATHS.length]!;
      try {
        const response = await fetch(`${target.url}${path}`, { headers: { cookie } });
        const body = await response.text();
        if (response.status === 200) outcomes.ok++;
        else if (
          response.status === 503 &&
          Number(response.headers.get('retry-after')) > 0 &&
          (JSON.parse(body) as { error?: { code?: string } }).error?.code === 'unavailable'
        )
          outcomes.unavailable++;
        else
          outcomes.other[`${response.status} ${path}`] =
            (outcomes.other[`${response.status} ${path}`] ?? 0) + 1;
      } catch {
        outcomes.broken++;
      }
    }
  });
  return async () => {
    running = false;
    await Promise.all(clients);
    return outcomes;
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('restarting PostgreSQL under load: visitors get 503s, never resets or 500s, and every instance serves again by itself', async () => {
  test.skip(!POSTGRES, 'needs PostgreSQL: set TEST_DATABASE_URL');
  test.setTimeout(150_000);
  const postgres = await startPrivatePostgres();
  const database = await createScratchDatabase(postgres.url);
  const proxy = await startRoundRobinProxy();
  const site = proxy.url;
  const instances = await startInstances(3, { DATABASE_URL: database.url, SITE_URL: site });
  proxy.setBackends(instances.map((instance) => instance.url));
  const pids = instances.map((instance) => instance.process.pid);
  try {
    const cookie = await signIn(proxy, site);
    const stop = keepRequesting(proxy, cookie);
    await pause(1_000);
    await postgres.restart();
    // Each instance finds the database again without being restarted itself.
    for (const instance of instances) {
      await expect
        .poll(async () => (await fetch(`${instance.url}/api/auth/me`, { headers: { cookie } })).status, {
          timeout: 30_000,
        })
        .toBe(200);
      await expect.poll(async () => (await fetch(`${instance.url}/readyz`)).status).toBe(200);
    }
    await pause(1_000);
    const outcomes = await stop();
    test.info().annotations.push({ type: 'outcomes', description: JSON.stringify(outcomes) });

    expect(outcomes.other, instances.map((instance) => instance.output()).join('\n')).toEqual({});
    expect(outcomes.broken).toBe(0);
    expect(outcomes.ok).toBeGreaterThan(0);
    expect(instances.map((instance) => instance.process.exitCode)).toEqual([null, null, null]);
    expect(instances.map((instance) => instance.process.pid)).toEqual(pids);

    // Their caches follow the data again: a write through one is read through the others.
    await expectWriteSeenEverywhere(instances[0]!, instances.slice(1), site, cookie, 'After the restart');
  } finally {
    await stopAll(instances);
    await proxy.close();
    await database.drop().catch(() => {});
    await postgres.stop();
  }
});
