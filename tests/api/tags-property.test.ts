import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Tag } from '../../src/shared/tags';
import { owner, ZION } from '../helpers/archive';
import type { RawRequest } from '../helpers/archive-arbitraries';
import { badMergeBody, badTagBody, badTagList } from '../helpers/tag-arbitraries';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { refusesUnchanged } from '../helpers/refused-unchanged';

// Generated bad bodies to every tag write (issue 14): each answers 4xx in the error shape and
// leaves every stored byte as it was.

const RUNS = 300;
const TIMEOUT = 240_000;

describe.each(ENGINES)('generated bad tag requests on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let tag: Tag;
  let placeId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    const place = await owner(t, cookie).create({ ...ZION, tags: ['Road trip', 'Canyons'] });
    placeId = place.id;
    const tags = (await t.request({ method: 'GET', url: '/api/tags', cookie })).json<Tag[]>();
    tag = tags.find((one) => one.name === 'Road trip')!;
  });
  afterAll(() => t.close());

  const refused = (method: 'POST' | 'PATCH', url: string, raw: RawRequest) =>
    refusesUnchanged(t, { method, url, cookie })(raw);

  it(
    `${RUNS} bad bodies each to POST /api/tags, PATCH /api/tags/:id and the merge change nothing`,
    async () => {
      await fc.assert(
        fc.asyncProperty(badTagBody, (raw) => refused('POST', '/api/tags', raw)),
        { numRuns: RUNS },
      );
      await fc.assert(
        fc.asyncProperty(badTagBody, (raw) => refused('PATCH', `/api/tags/${tag.id}`, raw)),
        { numRuns: RUNS },
      );
      await fc.assert(
        fc.asyncProperty(badMergeBody({ self: tag.id, unknown: tag.id + 1000 }), (raw) =>
          refused('POST', `/api/tags/${tag.id}/merge`, raw),
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    `${RUNS} bad tag lists on a place's PATCH change nothing`,
    async () => {
      await fc.assert(
        fc.asyncProperty(badTagList, (tags) =>
          refused('PATCH', `/api/locations/${placeId}`, {
            why: `tags ${JSON.stringify(tags)}`,
            payload: JSON.stringify({ tags }),
          }),
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
