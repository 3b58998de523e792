import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { expectRefusedUnchanged, sendUnchanged, type RawSend } from '../helpers/refused-unchanged';
import { owner, ZION } from '../helpers/archive';
import {
  badEmptyBody,
  badIdempotencyKey,
  badIfMatch,
  badImportBody,
  badUndoBody,
  type RawRequest,
} from '../helpers/archive-arbitraries';

// The write endpoints of issue 12, and the Idempotency-Key header on every creating POST: 1,000
// generated bad requests each answer 4xx in the error shape and leave every stored byte as it was.

const RUNS = 1000;
const TIMEOUT = 240_000;

describe.each(ENGINES)('generated bad requests to the archive endpoints on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let live: { id: number; version: number };
  let created: number;
  let trashed: number;
  let batchId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    const o = owner(t, cookie);
    const place = await o.create({ ...ZION, notes: 'first' });
    await o.patch(place.id, { notes: 'second' }, 1);
    live = { id: place.id, version: 2 };
    created = (await o.history(place.id)).at(-1)!.id;
    const gone = await o.create({ ...ZION, name: 'In the trash' });
    await o.remove(gone.id);
    trashed = gone.id;
    const imported = await t.request({
      method: 'POST',
      url: '/api/import',
      cookie,
      payload: { places: [{ name: 'Imported', latitude: 1, longitude: 1 }] },
    });
    batchId = imported.json().batchId;
  });
  afterAll(() => t.close());

  const unchanged = (url: string, withCookie: boolean, body?: string): RawSend => ({
    url,
    cookie: withCookie ? cookie : undefined,
    body,
  });
  /** Sends the request; the database must be as it was. */
  const sendUnchangedTo = (url: string, raw: RawRequest, { withCookie = true, body = '{}' } = {}) =>
    sendUnchanged(t, raw, unchanged(url, withCookie, body));
  /** Sends the request; the answer must be a 4xx in the error shape and the database unchanged. */
  const expectRefused = (url: string, raw: RawRequest, { withCookie = true, body = '{}' } = {}) =>
    expectRefusedUnchanged(t, raw, unchanged(url, withCookie, body));

  it(
    `${RUNS} bad bodies and If-Match headers to POST /api/locations/:id/history/:revisionId/restore`,
    async () => {
      const url = () => `/api/locations/${live.id}/history/${created}/restore`;
      await fc.assert(
        fc.asyncProperty(fc.oneof(badEmptyBody, badIfMatch(live.version)), async (raw) => {
          await expectRefused(url(), raw);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    `${RUNS} bad bodies to POST /api/locations/:id/restore`,
    async () => {
      await fc.assert(
        fc.asyncProperty(badEmptyBody, async (raw) => {
          await expectRefused(`/api/locations/${trashed}/restore`, raw);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    `${RUNS} bad bodies to POST /api/imports/:id/undo`,
    async () => {
      await fc.assert(
        fc.asyncProperty(badUndoBody, async (raw) => {
          await expectRefused(`/api/imports/${batchId}/undo`, raw);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    `${RUNS} bad update-mode bodies to POST /api/import and its preview (ids, createdAt, mode, fileName)`,
    async () => {
      const row = {
        ...ZION,
        id: live.id,
        notes: 'would change the place',
        createdAt: '2019-01-01T00:00:00Z',
      };
      await fc.assert(
        fc.asyncProperty(badImportBody(row), fc.boolean(), async (raw, preview) => {
          if (!preview) return void (await expectRefused('/api/import', raw));
          // The dry run reports a bad row among its errors (200); a bad body it refuses.
          const { response, why } = await sendUnchangedTo('/api/import/preview', raw);
          if (response.statusCode === 200) expect(response.json().errorCount, why).toBeGreaterThan(0);
          else expect(response.statusCode, why).toBe(400);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  const creating = [
    { url: '/api/locations', body: ZION, owner: true },
    { url: '/api/import', body: { places: [{ ...ZION, name: 'Would be new' }] }, owner: true },
    {
      url: '/api/messages',
      body: { name: 'Ann', email: 'ann@example.com', type: 'general', subject: 'Hi', message: 'Hello' },
      owner: false,
    },
    { url: '/api/suggestions', body: { placeName: 'Jasper' }, owner: false },
    { url: '/api/waitlist', body: { email: 'someone@example.com' }, owner: false },
  ];
  for (const { url, body, owner: withCookie } of creating) {
    it(
      `${RUNS} bad Idempotency-Key headers on POST ${url}, with a valid body`,
      async () => {
        await fc.assert(
          fc.asyncProperty(badIdempotencyKey, async (raw) => {
            const response = await expectRefused(url, raw, { withCookie, body: JSON.stringify(body) });
            expect(response.statusCode, raw.why).toBe(400);
            expect(response.json().error.fields, raw.why).toHaveProperty('Idempotency-Key');
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );
  }
});
