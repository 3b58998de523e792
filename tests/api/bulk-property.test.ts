import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { refusesUnchanged } from '../helpers/refused-unchanged';
import { owner, ZION } from '../helpers/archive';
import { badBulkBody } from '../helpers/bulk-arbitraries';
import { badBulkUndoBody } from '../helpers/bulk-undo-arbitraries';

// 1,000 generated bad bodies to POST /api/locations/bulk, and 1,000 to its undo: each answers 4xx
// in the error shape and leaves every stored byte as it was (a bad id among good ones included).

const RUNS = 1000;
const TIMEOUT = 240_000;

describe.each(ENGINES)('generated bad bulk requests on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let places: { live: number; trashed: number; unknown: number };
  let undoable: { changed: number; version: number; created: number; unknown: number };
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    const o = owner(t, cookie);
    const live = await o.create(ZION);
    const gone = await o.create({ ...ZION, name: 'In the trash' });
    await o.remove(gone.id);
    places = { live: live.id, trashed: gone.id, unknown: gone.id + 1000 };
    // A place a bulk action changed (its undo would succeed alone) and one never changed since made.
    const changed = await o.create({ ...ZION, name: 'Set to planned' });
    const created = await o.create({ ...ZION, name: 'As created' });
    const bulk = await t.request({
      method: 'POST',
      url: '/api/locations/bulk',
      cookie,
      payload: { action: 'set-status', ids: [changed.id], value: 'planned' },
    });
    const version = bulk.json<{ versions: Record<number, number> }>().versions[changed.id]!;
    undoable = { changed: changed.id, version, created: created.id, unknown: gone.id + 1000 };
  });
  afterAll(() => t.close());

  it(
    `${RUNS} bad bodies to POST /api/locations/bulk change nothing`,
    async () => {
      await fc.assert(
        fc.asyncProperty(badBulkBody(places), refusesUnchanged(t, { url: '/api/locations/bulk', cookie })),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    `${RUNS} bad bodies to POST /api/locations/bulk/undo change nothing`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          badBulkUndoBody(undoable),
          refusesUnchanged(t, { url: '/api/locations/bulk/undo', cookie }),
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
