import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { owner, ZION, type Owner } from '../helpers/archive';

// Issue 12: every place carries a version; a write based on a stale one answers 409 with the
// place as it is now, and nothing is overwritten silently.

const CONFLICT_MESSAGE = 'This place was changed elsewhere (in another tab or device) since you opened it.';

describe.each(ENGINES)('versions and If-Match on $name', ({ name: engine }) => {
  let t: TestApp;
  let o: Owner;
  beforeEach(async () => {
    t = await createTestApp(engine);
    o = owner(t, await t.login());
  });
  afterEach(() => t.close());

  it('a new place is version 1; GET sends it as a strong ETag; each change adds one', async () => {
    const place = await o.create();
    expect(place.version).toBe(1);
    const read = await o.get(place.id);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json()).toEqual(place);

    const patched = await o.patch(place.id, { notes: 'Angels Landing' }, 1);
    expect(patched.statusCode).toBe(200);
    expect(patched.headers.etag).toBe('"2"');
    expect(patched.json()).toMatchObject({ notes: 'Angels Landing', version: 2 });
    // A bare number is taken too.
    expect((await o.patch(place.id, { status: 'planned' }, '2')).json()).toMatchObject({ version: 3 });
    expect((await o.get(place.id)).headers.etag).toBe('"3"');
  });

  it('a stale If-Match answers 409 with the current place and changes nothing', async () => {
    const place = await o.create({ ...ZION, notes: 'first' });
    expect((await o.patch(place.id, { notes: 'tab A' }, 1)).statusCode).toBe(200);
    const current = (await o.get(place.id)).json();

    const stale = await o.patch(place.id, { status: 'wishlist' }, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: { code: 'conflict', message: CONFLICT_MESSAGE, current } });
    const staleDelete = await o.remove(place.id, 1);
    expect(staleDelete.statusCode).toBe(409);
    expect(staleDelete.json().error.current).toEqual(current);
    expect((await o.get(place.id)).json()).toEqual(current);
    expect(await o.history(place.id)).toHaveLength(2);

    // With the current version both go through.
    expect((await o.patch(place.id, { status: 'wishlist' }, 2)).statusCode).toBe(200);
    expect((await o.remove(place.id, 3)).statusCode).toBe(204);
  });

  it('without If-Match a write goes over whatever is there (API back-compat)', async () => {
    const place = await o.create();
    await o.patch(place.id, { notes: 'one' });
    expect((await o.patch(place.id, { notes: 'two' })).json()).toMatchObject({ notes: 'two', version: 3 });
    expect((await o.remove(place.id)).statusCode).toBe(204);
  });

  it('refuses an If-Match that names no version, naming the header', async () => {
    const place = await o.create();
    for (const header of ['W/"1"', 'abc', '"1", "2"', '""', '"-1"']) {
      const response = await o.patch(place.id, { notes: 'x' }, header);
      expect(response.statusCode, header).toBe(400);
      expect(response.json().error.fields).toHaveProperty('If-Match');
    }
    expect((await o.get(place.id)).json()).toEqual(place);
    // `*` matches any version.
    expect((await o.patch(place.id, { notes: 'x' }, '*')).statusCode).toBe(200);
  });

  it('a PATCH that changes nothing keeps the version, the updatedAt and writes no revision', async () => {
    const place = await o.create({
      ...ZION,
      notes: 'same',
      youtubeUrls: ['https://youtu.be/aaaaaaaaaaa', 'https://youtu.be/bbbbbbbbbbb'],
    });
    const same = await o.patch(
      place.id,
      { notes: 'same', status: 'visited', youtubeUrls: place.youtubeUrls, name: ZION.name },
      1,
    );
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(place);
    expect(same.headers.etag).toBe('"1"');
    expect(await o.history(place.id)).toHaveLength(1);
    // Only the fields sent are touched: both videos stay when the notes change.
    const notes = await o.patch(place.id, { notes: 'changed' }, 1);
    expect(notes.json()).toMatchObject({ youtubeUrls: place.youtubeUrls, version: 2 });
  });

  it('of two PATCHes sent at once with the same version, exactly one wins; the other gets 409', async () => {
    const place = await o.create();
    for (let round = 0; round < 5; round++) {
      const version = round + 1;
      const answers = await Promise.all(
        ['A', 'B', 'C'].map((tab) => o.patch(place.id, { notes: `tab ${tab} round ${round}` }, version)),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([200, 409, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json();
      for (const loser of answers.filter((a) => a.statusCode === 409))
        expect(loser.json().error.current).toEqual(winner);
      expect((await o.get(place.id)).json()).toEqual(winner);
    }
    const history = await o.history(place.id);
    expect(history.map((r) => r.version)).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('two instances on one database: the version check holds across them', async () => {
    const place = await o.create();
    const other = await t.anotherInstance();
    const cookie = await t.login();
    const patch = (app: typeof other, notes: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/locations/${place.id}`,
        headers: { origin: 'http://localhost:3000', host: 'localhost:3000', cookie, 'if-match': '"1"' },
        payload: { notes },
      });
    const answers = await Promise.all([patch(t.app, 'from one'), patch(other, 'from two')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
