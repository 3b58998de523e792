import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PLACES } from '../../src/server/db/demo-places';
import { MESSAGE_RATE_LIMIT } from '../../src/server/public-forms';
import { createScratchDatabase } from '../helpers/postgres-servers';
import { startRoundRobinProxy } from '../helpers/round-robin-proxy';
import {
  addPlace,
  expectWriteSeenEverywhere,
  listEtag,
  removePlace,
  signedIn,
  signIn,
  signOut,
  startInstances,
  stopAll,
  totalOf,
  viewOf,
} from './multi-instance-helpers';

// Several instances on one database (issue 13): what one serves, the others serve too.
// PostgreSQL parts run where the API suites run on it (TEST_DATABASE_URL), each on a database of its own.
const POSTGRES = process.env.TEST_DATABASE_URL;

test.describe.configure({ mode: 'serial' });

test('three instances on one PostgreSQL database, behind a load balancer, show every write within a second and share sessions and limits', async () => {
  test.skip(!POSTGRES, 'needs PostgreSQL: set TEST_DATABASE_URL');
  test.setTimeout(120_000);
  const database = await createScratchDatabase(POSTGRES!);
  const proxy = await startRoundRobinProxy();
  const site = proxy.url;
  const instances = await startInstances(3, {
    DATABASE_URL: database.url,
    SITE_URL: site,
    SEED_DEMO: 'false',
  });
  proxy.setBackends(instances.map((instance) => instance.url));
  try {
    const cookie = await signIn(instances[0]!, site);

    // A write through each instance, read through the two others.
    for (const [i, writer] of instances.entries()) {
      const readers = instances.filter((_, j) => j !== i);
      await expectWriteSeenEverywhere(writer, readers, site, cookie, `Written through instance ${i + 1}`);
    }
    // Through the load balancer: each read lands on another instance than the write before it.
    for (let n = 1; n <= 6; n++) {
      await expectWriteSeenEverywhere(proxy, [proxy], site, cookie, `Written through the balancer ${n}`);
    }

    // A place removed through one instance leaves the others' list, map and statistics.
    const doomed = await addPlace(instances[2]!, site, cookie, 'Removed again');
    const total = await totalOf(instances[2]!);
    // Each instance's list with the place in it (visitors' ETags follow the content): its removal
    // must change that list and its ETag.
    const before = await Promise.all(
      instances.map(async (instance) => {
        await expect
          .poll(async () => (await viewOf(instance, 'Removed again', '')).inList, {
            timeout: 1_000,
            intervals: [25],
          })
          .toBe(true);
        return listEtag(instance);
      }),
    );
    await removePlace(instances[2]!, site, cookie, doomed.id);
    for (const [i, instance] of instances.entries()) {
      await expect
        .poll(() => viewOf(instance, 'Removed again', before[i]!), { timeout: 1_000, intervals: [25] })
        .toEqual({ list: 200, inList: false, onMap: false, total: total - 1 });
    }

    // A session opened on one instance holds on every other; signing out on one ends it on all.
    for (const instance of instances) expect(await signedIn(instance, cookie)).toBe(200);
    await signOut(instances[1]!, site, cookie);
    for (const instance of instances) expect(await signedIn(instance, cookie)).toBe(401);
    expect(await signedIn(proxy, cookie)).toBe(401);

    // A rate limit holds across instances: the contact form's 5 a minute, sent to each in turn,
    // allows 5 in all, not 5 per instance.
    const statuses: number[] = [];
    for (let i = 0; i <= MESSAGE_RATE_LIMIT.max; i++) {
      const response = await fetch(`${instances[i % instances.length]!.url}/api/messages`, {
        method: 'POST',
        headers: { origin: site, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Ana Souza',
          email: 'ana@example.com',
          type: 'suggestion',
          subject: `Hello number ${i}`,
          message: 'The dunes at sunset are unreal. You should put them on the map!',
          website: '',
        }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(MESSAGE_RATE_LIMIT.max).fill(201), 429]);

    for (const instance of instances) {
      expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
      expect(await (await fetch(`${instance.url}/healthz`)).json()).toEqual({ ok: true });
    }
  } finally {
    await stopAll(instances);
    await proxy.close();
    await database.drop();
  }
});

test('three instances starting together on an empty PostgreSQL database all come up, with one owner and one demo seed', async () => {
  test.skip(!POSTGRES, 'needs PostgreSQL: set TEST_DATABASE_URL');
  test.setTimeout(240_000);
  for (let trial = 1; trial <= 5; trial++) {
    const database = await createScratchDatabase(POSTGRES!);
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => startInstances(1, { DATABASE_URL: database.url }).then(([server]) => server!)),
    );
    const instances = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      const failures = results.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failures, `trial ${trial}`).toEqual([]);
      for (const instance of instances) {
        expect(await totalOf(instance), `trial ${trial}`).toBe(DEMO_PLACES.length);
        await signIn(instance, instance.url);
      }
    } finally {
      await stopAll(instances);
      await database.drop();
    }
  }
});

test('two processes on one SQLite file start together and show each other’s writes within a second', async () => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(join(tmpdir(), 'fru-two-processes-'));
  const proxy = await startRoundRobinProxy();
  const site = proxy.url;
  const processes = await startInstances(2, { SITE_URL: site }, dir);
  proxy.setBackends(processes.map((server) => server.url));
  try {
    const [first, second] = processes as [(typeof processes)[0], (typeof processes)[0]];
    expect(await totalOf(first)).toBe(DEMO_PLACES.length);
    expect(await totalOf(second)).toBe(DEMO_PLACES.length);
    const cookie = await signIn(first, site);
    await expectWriteSeenEverywhere(first, [second], site, cookie, 'Written through the first process');
    await expectWriteSeenEverywhere(second, [first], site, cookie, 'Written through the second process');
    for (let n = 1; n <= 4; n++) {
      await expectWriteSeenEverywhere(proxy, [proxy], site, cookie, `Written through the balancer ${n}`);
    }
  } finally {
    await stopAll(processes);
    await proxy.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
