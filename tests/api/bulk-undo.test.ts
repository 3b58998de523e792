import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BulkResult, BulkUndoResult } from '../../src/shared/bulk';
import type { Location } from '../../src/shared/location';
import { dumpDatabase } from '../helpers/db-dump';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { owner, ZION, type Owner } from '../helpers/archive';

// Issue 36: every bulk action can be undone, as one request: each place takes back exactly the
// values it had before, unless it was changed since (then it is left as it is, and named).

/** The fields a place is compared by: everything the owner sees and edits but its version and times. */
const shown = ({ version: _v, updatedAt: _u, ...place }: Location) => place;

describe.each(ENGINES)('undo of a bulk action on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let o: Owner;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    o = owner(t, cookie);
  });
  afterEach(() => t.close());

  const post = async (url: string, payload: unknown) =>
    t.request({ method: 'POST', url, payload: payload as Record<string, unknown>, cookie });
  const bulk = async (payload: unknown): Promise<BulkResult> => {
    const response = await post('/api/locations/bulk', payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BulkResult>();
  };
  const undoOf = (result: BulkResult) =>
    post('/api/locations/bulk/undo', {
      places: Object.entries(result.versions).map(([id, version]) => ({ id: Number(id), version })),
    });
  const everyPlace = async (ids: number[]) =>
    Promise.all(ids.map(async (id) => (await o.get(id)).json<Location>()));

  /** Places of every status, some with a visit date, type and category of their own. */
  const mixedPlaces = async () => {
    const made: Location[] = [];
    const kinds = [
      { status: 'visited', visitedAt: '2024-05-01', type: 'beach', category: 'Coast' },
      { status: 'planned', type: 'museum', category: '' },
      { status: 'wishlist', type: 'city', category: 'Old town' },
      { status: 'visited', type: 'hot-spring', category: '' },
    ];
    for (const [i, kind] of kinds.entries())
      made.push(await o.create({ ...ZION, name: `Place ${i}`, ...kind }));
    return made;
  };

  it('gives every place of a set-status its own status back, in one request, a revision each', async () => {
    const made = await mixedPlaces();
    const ids = made.map((p) => p.id);
    const done = await bulk({ action: 'set-status', ids, value: 'wishlist' });
    expect(done.count).toBe(3);

    const response = await undoOf(done);
    expect(response.statusCode, response.body).toBe(200);
    const changed = ids.filter((id) => id !== made[2]!.id);
    expect(response.json<BulkUndoResult>()).toEqual({
      count: 3,
      ids: changed,
      versions: Object.fromEntries(changed.map((id) => [id, 3])),
      edited: [],
    });
    const now = await everyPlace(ids);
    expect(now.map(shown)).toEqual(made.map(shown));
    // The one already on the wishlist was not part of the action and is untouched.
    expect(now[2]!.version).toBe(1);
    expect((await o.history(made[0]!.id))[0]).toMatchObject({
      action: 'revert',
      fields: ['status'],
      before: { status: 'wishlist' },
      after: { status: 'visited' },
      version: 3,
    });
  });

  it('gives every place of a set-type its own type back, and leaves each category as it was', async () => {
    const made = await mixedPlaces();
    const done = await bulk({ action: 'set-type', ids: made.map((p) => p.id), value: 'mountain' });
    expect(done.count).toBe(4);
    expect((await undoOf(done)).json<BulkUndoResult>().count).toBe(4);
    expect((await everyPlace(made.map((p) => p.id))).map(shown)).toEqual(made.map(shown));
  });

  it('undoes a trash, a tag, and make private exactly', async () => {
    const made = await mixedPlaces();
    const ids = made.map((p) => p.id);
    await o.patch(made[1]!.id, { tags: ['Road trip'] });
    await o.patch(made[3]!.id, { isPrivate: true });
    const start = (await everyPlace(ids)).map(shown);
    for (const action of [
      { action: 'add-tag', ids, value: 'road TRIP' },
      { action: 'remove-tag', ids, value: 'Road trip' },
      { action: 'make-private', ids },
      { action: 'make-public', ids },
      { action: 'trash', ids },
    ]) {
      const done = await bulk(action);
      expect(done.count, action.action).toBeGreaterThan(0);
      const response = await undoOf(done);
      expect(response.statusCode, response.body).toBe(200);
      expect((await everyPlace(ids)).map(shown), action.action).toEqual(start);
    }
    expect((await o.list()).map((p) => p.id)).toEqual(ids);
  });

  it('leaves a place edited since as it is, names it, and undoes the others', async () => {
    const made = await mixedPlaces();
    const ids = made.map((p) => p.id);
    const done = await bulk({ action: 'set-status', ids, value: 'planned' });
    const edited = await o.patch(made[0]!.id, { status: 'wishlist', notes: 'Changed my mind' });
    expect(edited.statusCode).toBe(200);
    const trashed = made[3]!.id;
    expect((await o.remove(trashed)).statusCode).toBe(204);

    const response = await undoOf(done);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<BulkUndoResult>();
    expect(answer.edited).toEqual([made[0]!.id, trashed]);
    expect(answer.ids).toEqual([made[2]!.id]);
    const [first, , third] = await everyPlace(ids);
    expect(first).toMatchObject({ status: 'wishlist', notes: 'Changed my mind' });
    expect(third!.status).toBe('wishlist');
    expect((await o.get(trashed)).statusCode).toBe(404);
  });

  it('refuses a body naming an unknown place, or a change no bulk action made, and changes nothing', async () => {
    const [a, b] = await mixedPlaces();
    const done = await bulk({ action: 'set-status', ids: [a!.id, b!.id], value: 'wishlist' });
    const before = await dumpDatabase(t.database);
    const unknown = await post('/api/locations/bulk/undo', {
      places: [
        { id: a!.id, version: done.versions[a!.id] },
        { id: 999_999, version: 2 },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toContain('999999');
    expect(unknown.json().error.message).toContain('Nothing was changed');
    // Version 1 is the place's creation: not something a bulk action did.
    const [c] = await mixedPlaces();
    const creation = await post('/api/locations/bulk/undo', { places: [{ id: c!.id, version: 1 }] });
    expect(creation.statusCode).toBe(409);
    expect(creation.json().error.message).toContain('Nothing was changed');
    const withC = await dumpDatabase(t.database);
    for (const [body, field] of [
      [{}, 'places'],
      [{ places: [] }, 'places'],
      [{ places: [{ id: a!.id }] }, 'places'],
      [{ places: [{ id: a!.id, version: 0 }] }, 'places'],
      [{ places: [{ id: 'x', version: 2 }] }, 'places'],
      [{ places: [{ id: a!.id, version: 2, extra: 1 }] }, 'places'],
      [
        {
          places: [
            { id: a!.id, version: 2 },
            { id: a!.id, version: 2 },
          ],
        },
        'places',
      ],
      [{ places: [{ id: a!.id, version: 2 }], force: true }, 'force'],
    ] as const) {
      const response = await post('/api/locations/bulk/undo', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const named = Object.keys(response.json().error.fields);
      expect(
        named.some((key) => key === field || key.startsWith(`${field}.`)),
        `${JSON.stringify(body)} names ${named.join(', ')}`,
      ).toBe(true);
    }
    expect(await dumpDatabase(t.database)).toBe(withC);
    expect(before).not.toBe(withC);
  });

  it('answers a visitor 401 and changes nothing', async () => {
    const [a] = await mixedPlaces();
    const done = await bulk({ action: 'set-status', ids: [a!.id], value: 'planned' });
    const before = await dumpDatabase(t.database);
    const response = await t.request({
      method: 'POST',
      url: '/api/locations/bulk/undo',
      payload: { places: [{ id: a!.id, version: done.versions[a!.id]! }] },
    });
    expect(response.statusCode).toBe(401);
    expect(await dumpDatabase(t.database)).toBe(before);
  });
});
