import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { expectRefusedUnchanged } from '../helpers/refused-unchanged';
import { badKeepBody } from '../helpers/import-keep-arbitraries';

// `keep` and `sources` of POST /api/import and its preview, validated like every body field:
// each generated bad body answers 400 in the error shape and stores nothing.

const RUNS = 300;
const TIMEOUT = 240_000;
const FOUNTAIN = { name: 'Trevi Fountain', latitude: 41.90093, longitude: 12.48331 };

describe.each(ENGINES)('generated bad keep and sources on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    await t.request({ method: 'POST', url: '/api/locations', cookie, payload: FOUNTAIN });
  });
  afterAll(() => t.close());

  it(
    `${RUNS} bad bodies to POST /api/import and its preview`,
    async () => {
      // A duplicate of the place already here and a new place: a body accepted would add them.
      const places = [
        { ...FOUNTAIN, name: 'trevi fountain', latitude: 41.90102 },
        { name: 'Colosseum', latitude: 41.8902, longitude: 12.4922 },
      ];
      await fc.assert(
        fc.asyncProperty(badKeepBody(places), fc.boolean(), async (raw, preview) => {
          const url = preview ? '/api/import/preview' : '/api/import';
          await expectRefusedUnchanged(t, raw, { url, cookie });
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
