import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from '../helpers/test-app';
import { dumpDatabase } from '../helpers/db-dump';
import { freshAddress } from '../helpers/forms';
import { owner, ZION } from '../helpers/archive';
import { badBulkBody } from '../helpers/bulk-arbitraries';

// 1,000 generated bad bodies to POST /api/locations/bulk: each answers 4xx in the error shape and
// leaves every stored byte as it was (a bad id among good ones included).

const RUNS = 1000;
const TIMEOUT = 240_000;

describe.each(ENGINES)('generated bad bulk requests on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let places: { live: number; trashed: number; unknown: number };
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    const o = owner(t, cookie);
    const live = await o.create(ZION);
    const gone = await o.create({ ...ZION, name: 'In the trash' });
    await o.remove(gone.id);
    places = { live: live.id, trashed: gone.id, unknown: gone.id + 1000 };
  });
  afterAll(() => t.close());

  it(
    `${RUNS} bad bodies to POST /api/locations/bulk change nothing`,
    async () => {
      await fc.assert(
        fc.asyncProperty(badBulkBody(places), async (raw) => {
          const before = await dumpDatabase(t.database);
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/locations/bulk',
            remoteAddress: freshAddress(),
            payload: raw.payload ?? '{}',
            headers: {
              origin: ORIGIN,
              host: 'localhost:3000',
              'content-type': raw.contentType ?? 'application/json',
              cookie,
              ...raw.headers,
            },
          });
          const why = `${raw.why} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(await dumpDatabase(t.database), why).toBe(before);
          expect(response.statusCode, why).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, why).toBeLessThan(500);
          expect(response.json(), why).toEqual({
            error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
          });
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
