import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generatePlaces } from '../../src/server/db/generate-places';
import { insertLocations } from '../../src/server/db/locations';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

/** Large enough that the list's first build (about 10 MB of JSON) sends the next ones to the worker thread. */
const PLACES = 20_000;
const HEALTH_CHECKS = 20;
/** Writing and building 10 MB forms several times takes tens of seconds on a busy machine. */
const SLOW = 180_000;

/** A counter's value in the Prometheus text for the sample whose labels include all of `labels`. */
function sample(text: string, name: string, labels: string[]): number {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && labels.every((label) => l.includes(label)));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(ENGINES)(`whole-archive rebuilds at ${PLACES} places on $name`, ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    await insertLocations(t.database.db, generatePlaces(PLACES));
  }, SLOW);
  afterEach(() => t.close());

  it(
    'answers /healthz while the list is rebuilt in the worker thread, and the owner reads the write',
    async () => {
      const first = await t.request({ method: 'GET', url: '/api/locations', cookie });
      expect(first.json()).toHaveLength(PLACES);
      const patched = await t.request({
        method: 'PATCH',
        url: '/api/locations/1',
        cookie,
        payload: { notes: 'changed during the test' },
      });
      expect(patched.statusCode).toBe(200);

      const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
      let rebuilt = false;
      const rebuilding = t.request({ method: 'GET', url: '/api/locations', cookie }).then((response) => {
        rebuilt = true;
        return response;
      });
      // Over HTTP, each check needs turns of the event loop: a build on it would hold them.
      let answeredDuringRebuild = 0;
      for (let i = 0; i < HEALTH_CHECKS; i++) {
        const health = await fetch(`${origin}/healthz`);
        expect(health.status).toBe(200);
        if (!rebuilt) answeredDuringRebuild += 1;
      }
      expect(answeredDuringRebuild).toBe(HEALTH_CHECKS);

      const after = await rebuilding;
      expect(after.statusCode).toBe(200);
      const places = after.json<{ id: number; notes: string }[]>();
      expect(places).toHaveLength(PLACES);
      expect(places.find((place) => place.id === 1)?.notes).toBe('changed during the test');
      const metrics = (await t.request({ method: 'GET', url: '/metrics' })).body;
      expect(sample(metrics, 'cache_rebuilds_total', ['cache="owner-locations"', 'thread="worker"'])).toBe(1);
    },
    SLOW,
  );

  it(
    'gives the same bytes and ETag from the worker thread as from another instance building on its own',
    async () => {
      const read = (app: TestApp['app']) =>
        app.inject({ method: 'GET', url: '/api/locations', headers: { 'accept-encoding': 'identity' } });
      // PostgreSQL: the places written straight to the database are seen at the next version check.
      while ((await read(t.app)).json<unknown[]>().length < PLACES) await sleep(100);
      await t.request({ method: 'PATCH', url: '/api/locations/2', cookie, payload: { name: 'Renamed' } });
      // The visitor's form is rebuilt in the worker at once after the change; its read waits for it.
      const owner = await t.request({ method: 'GET', url: '/api/locations', cookie });
      expect(owner.statusCode).toBe(200);
      let fromWorker = await read(t.app);
      while (!fromWorker.body.includes('"Renamed"')) {
        await sleep(20);
        fromWorker = await read(t.app);
      }
      const other = await t.anotherInstance();
      const fromOther = await read(other);
      expect(fromOther.headers.etag).toBe(fromWorker.headers.etag);
      expect(fromOther.body).toBe(fromWorker.body);
      const metrics = (await t.request({ method: 'GET', url: '/metrics' })).body;
      expect(
        sample(metrics, 'cache_rebuilds_total', ['cache="locations"', 'thread="worker"']),
      ).toBeGreaterThan(0);
    },
    SLOW,
  );
});
