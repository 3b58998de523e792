import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { refusesUnchanged } from '../helpers/refused-unchanged';
import { owner } from '../helpers/archive';
import { badDismissBody, badMergeBody, type DuplicatePlaces } from '../helpers/duplicates-arbitraries';

// Generated bad bodies to the duplicates' writes: each answers 4xx in the error shape and leaves
// every stored byte as it was.

const RUNS = 500;
const TIMEOUT = 240_000;
const MONT = { name: 'Mont Saint-Michel', latitude: 48.636, longitude: -1.5115 };

describe.each(ENGINES)('generated bad duplicates requests on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let places: DuplicatePlaces;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    const o = owner(t, cookie);
    const photos = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => `https://example.com/${prefix}-${i}.jpg`);
    const keep = await o.create({ ...MONT, photos: photos('keep', 30) });
    const merge = await o.create({ ...MONT, name: 'Mont-Saint-Michel' });
    const crowded = await o.create({ ...MONT, name: 'Le Mont-Saint-Michel', photos: photos('other', 21) });
    const gone = await o.create({ ...MONT, name: 'In the trash' });
    await o.remove(gone.id);
    places = {
      keep: keep.id,
      merge: merge.id,
      crowded: crowded.id,
      trashed: gone.id,
      unknown: gone.id + 1000,
    };
  });
  afterAll(() => t.close());

  const refuses = (url: string) => refusesUnchanged(t, { url, cookie });

  it(
    `${RUNS} bad bodies to POST /api/duplicates/merge change nothing`,
    async () => {
      await fc.assert(fc.asyncProperty(badMergeBody(places), refuses('/api/duplicates/merge')), {
        numRuns: RUNS,
      });
    },
    TIMEOUT,
  );

  it(
    `${RUNS} bad bodies to POST /api/duplicates/dismiss change nothing`,
    async () => {
      await fc.assert(fc.asyncProperty(badDismissBody(places), refuses('/api/duplicates/dismiss')), {
        numRuns: RUNS,
      });
    },
    TIMEOUT,
  );
});
