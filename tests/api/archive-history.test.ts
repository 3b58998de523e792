import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLACE_FIELDS } from '../../src/shared/history';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { dumpDatabase } from '../helpers/db-dump';
import { owner, ZION, type Owner } from '../helpers/archive';

// Issue 12: every change writes a revision (who, when, which fields, before and after) in the
// same transaction; any revision can be restored, and that restore is itself a revision.

describe.each(ENGINES)('history on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let o: Owner;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    o = owner(t, cookie);
  });
  afterEach(() => t.close());

  it('records create, edit, status change, delete and restore with their fields before and after', async () => {
    const place = await o.create({ ...ZION, notes: 'first', photos: ['https://example.com/1.jpg'] });
    await o.patch(
      place.id,
      { notes: 'second', photos: ['https://example.com/1.jpg', 'https://example.com/2.jpg'] },
      1,
    );
    await o.patch(place.id, { status: 'planned' }, 2);
    await o.remove(place.id, 3);
    await o.restore(place.id);

    const history = await o.history(place.id);
    const entry = { id: expect.any(Number), actor: 'owner', createdAt: expect.stringMatching(/Z$/) };
    const full = {
      ...ZION,
      type: 'attraction',
      category: '',
      address: '',
      state: 'Utah',
      country: 'United States',
      status: 'planned',
      notes: 'second',
      photos: ['https://example.com/1.jpg', 'https://example.com/2.jpg'],
      photoText: {},
      youtubeUrls: [],
      visitedAt: null,
      tags: [],
      isPrivate: false,
      privateNotes: '',
    };
    expect(history).toEqual([
      { ...entry, action: 'restore', fields: PLACE_FIELDS, before: null, after: full, version: 5 },
      { ...entry, action: 'delete', fields: PLACE_FIELDS, before: full, after: null, version: 4 },
      {
        ...entry,
        action: 'update',
        fields: ['status'],
        before: { status: 'visited' },
        after: { status: 'planned' },
        version: 3,
      },
      {
        ...entry,
        action: 'update',
        fields: ['notes', 'photos'],
        before: { notes: 'first', photos: ['https://example.com/1.jpg'] },
        after: { notes: 'second', photos: full.photos },
        version: 2,
      },
      {
        ...entry,
        action: 'create',
        fields: PLACE_FIELDS,
        before: null,
        after: { ...full, status: 'visited', notes: 'first', photos: ['https://example.com/1.jpg'] },
        version: 1,
      },
    ]);
    expect(history.map((r) => r.id)).toEqual([...history.map((r) => r.id)].sort((a, b) => b - a));
  });

  it('is the owner’s: visitors get 401; an unknown place 404', async () => {
    const place = await o.create();
    expect((await t.request({ method: 'GET', url: `/api/locations/${place.id}/history` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/locations/424242/history', cookie })).statusCode,
    ).toBe(404);
  });

  it('restores any revision as a new revert revision, If-Match guarded', async () => {
    const place = await o.create({ ...ZION, notes: 'original' });
    await o.patch(place.id, { notes: 'edited', status: 'wishlist' }, 1);
    await o.patch(place.id, { name: 'Zion' }, 2);
    const [, edit, created] = await o.history(place.id);

    // Back to the state the edit left: the name's later change stays undone only where the edit touched.
    const toEdit = await o.revert(place.id, edit!.id, 3);
    expect(toEdit.statusCode).toBe(200);
    expect(toEdit.json()).toMatchObject({ name: 'Zion', notes: 'edited', status: 'wishlist', version: 3 });
    // Nothing differed: no revision, no new version.
    expect((await o.history(place.id))[0]!.action).toBe('update');

    // Back to the creation: every field as it was.
    const stale = await o.revert(place.id, created!.id, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current).toMatchObject({ version: 3 });
    const back = await o.revert(place.id, created!.id, 3);
    expect(back.statusCode).toBe(200);
    expect(back.headers.etag).toBe('"4"');
    expect(back.json()).toMatchObject({ name: ZION.name, notes: 'original', status: 'visited', version: 4 });
    const [revert] = await o.history(place.id);
    expect(revert).toMatchObject({
      action: 'revert',
      fields: ['name', 'status', 'notes'],
      before: { name: 'Zion', status: 'wishlist', notes: 'edited' },
      after: { name: ZION.name, status: 'visited', notes: 'original' },
      version: 4,
    });
    // A delete revision restores what the delete removed.
    await o.patch(place.id, { notes: 'later' }, 4);
    await o.remove(place.id, 5);
    await o.restore(place.id);
    const removed = (await o.history(place.id)).find((r) => r.action === 'delete')!;
    await o.patch(place.id, { notes: 'after restore' });
    expect((await o.revert(place.id, removed.id)).json()).toMatchObject({ notes: 'later' });

    expect((await o.revert(place.id, 999_999)).statusCode).toBe(404);
    const other = await o.create({ ...ZION, name: 'Other' });
    expect((await o.revert(other.id, created!.id)).statusCode).toBe(404);
  });

  it('a revision that no longer validates is refused with 400 naming the field, and nothing changes', async () => {
    const place = await o.create({ ...ZION, notes: 'good' });
    await o.patch(place.id, { notes: 'better' }, 1);
    const [, created] = await o.history(place.id);
    // As if the rules changed since: a type that is no longer a valid slug, a status that is gone.
    const after = JSON.parse(
      (
        await t.database.db
          .selectFrom('locationRevisions')
          .select('after')
          .where('id', '=', created!.id)
          .executeTakeFirstOrThrow()
      ).after!,
    );
    await t.database.db
      .updateTable('locationRevisions')
      .set({ after: JSON.stringify({ ...after, type: 'Old Type!', status: 'been-there' }) })
      .where('id', '=', created!.id)
      .execute();
    const before = await dumpDatabase(t.database);

    const refused = await o.revert(place.id, created!.id, 2);
    expect(refused.statusCode).toBe(400);
    const { error } = refused.json();
    expect(error.code).toBe('invalid_input');
    expect(Object.keys(error.fields).sort()).toEqual(['status', 'type']);
    expect(error.message).toMatch(
      /^This version can no longer be restored \((type|status): .+\)\. Nothing was changed\.$/,
    );
    expect(await dumpDatabase(t.database)).toBe(before);
  });

  it('a creation and its revision commit together: a failed write leaves neither', async () => {
    // The revisions table refuses the write: the place must not be kept without its record.
    await t.database.db.schema.alterTable('location_revisions').renameTo('location_revisions_away').execute();
    const failed = await t.request({ method: 'POST', url: '/api/locations', cookie, payload: ZION });
    expect(failed.statusCode).toBe(500);
    await t.database.db.schema.alterTable('location_revisions_away').renameTo('location_revisions').execute();
    expect(await o.list()).toEqual([]);
    const place = await o.create();
    await t.database.db.schema.alterTable('location_revisions').renameTo('location_revisions_away').execute();
    expect((await o.patch(place.id, { notes: 'lost?' })).statusCode).toBe(500);
    expect((await o.remove(place.id)).statusCode).toBe(500);
    await t.database.db.schema.alterTable('location_revisions_away').renameTo('location_revisions').execute();
    expect((await o.get(place.id)).json()).toEqual(place);
    expect(await o.history(place.id)).toHaveLength(1);
  });
});
