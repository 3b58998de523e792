import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Location } from '../../src/shared/location';
import { decodeMapData, mapDataHeader } from '../../src/shared/map-data-decode';
import type { Tag } from '../../src/shared/tags';
import { dumpDatabase } from '../helpers/db-dump';
import { owner, ZION, type Owner } from '../helpers/archive';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 14: tags. A place carries free labels; the owner creates, renames, merges and deletes them;
// everyone filters by them (the map data carries them); history keeps them.

describe.each(ENGINES)('tags on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let o: Owner;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    o = owner(t, cookie);
  });
  afterEach(() => t.close());

  const tags = async (asOwner = true) =>
    (await t.request({ method: 'GET', url: '/api/tags', ...(asOwner ? { cookie } : {}) })).json<Tag[]>();
  const tagNamed = async (name: string) => (await tags()).find((tag) => tag.name === name)!;
  const place = async (id: number) => (await o.get(id)).json<Location>();
  const write = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, withCookie = true) =>
    t.request({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      ...(withCookie ? { cookie } : {}),
    });

  it('tags a place on create and PATCH: unknown names create the tag, names come back sorted', async () => {
    const created = await o.create({ ...ZION, tags: ['road trip 2025', 'Best of Utah', 'road trip 2025'] });
    expect(created.tags).toEqual(['Best of Utah', 'road trip 2025']);
    expect((await tags()).map(({ name, count }) => ({ name, count }))).toEqual([
      { name: 'Best of Utah', count: 1 },
      { name: 'road trip 2025', count: 1 },
    ]);

    // Another case names the same tag: no new tag, the owner's spelling kept.
    const patched = await o.patch(created.id, { tags: ['ROAD TRIP 2025', 'Canyons'] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<Location>().tags).toEqual(['Canyons', 'road trip 2025']);
    expect((await place(created.id)).tags).toEqual(['Canyons', 'road trip 2025']);
    expect((await tags()).map((tag) => tag.name)).toEqual(['Best of Utah', 'Canyons', 'road trip 2025']);
    expect((await tagNamed('Best of Utah')).count).toBe(0);

    // The map data carries them for the filters.
    const bytes = (await t.request({ method: 'GET', url: '/api/locations/map' })).rawPayload;
    expect(decodeMapData(bytes)[0]!.tags).toEqual(['Canyons', 'road trip 2025']);
  });

  it('sends no tag fields in the map data of a site without tags', async () => {
    await o.create(ZION);
    const bytes = (await t.request({ method: 'GET', url: '/api/locations/map' })).rawPayload;
    expect(mapDataHeader(bytes)).toMatchObject({ tags: [], tagged: 0 });
  });

  it('refuses bad tag names with a message in words and stores nothing', async () => {
    const before = await dumpDatabase(t.database);
    const cases: [unknown, string][] = [
      [['   '], 'A tag needs a name'],
      [['x'.repeat(61)], 'A tag is at most 60 characters'],
      [Array.from({ length: 21 }, (_, i) => `tag ${i}`), 'At most 20 tags per place'],
      [['ok', 7], 'A tag is a name'],
      ['road trip', 'tags is a list of tag names'],
      [['nul\u0000'], 'Must be plain text (no NUL or broken characters)'],
    ];
    for (const [value, message] of cases) {
      const response = await write('POST', '/api/locations', { ...ZION, tags: value });
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    for (const name of ['', '  ', 'y'.repeat(61)]) {
      const response = await write('POST', '/api/tags', { name });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_input');
    }
    expect(await dumpDatabase(t.database)).toBe(before);
  });

  it('creates a tag, refuses a second of the same name in any case', async () => {
    const response = await write('POST', '/api/tags', { name: '  Best of Japan ' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Tag>()).toMatchObject({ name: 'Best of Japan', count: 0 });
    const again = await write('POST', '/api/tags', { name: 'best OF japan' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('A tag named "Best of Japan" already exists.');
    expect(await tags()).toHaveLength(1);
    // An unused tag is the owner's alone.
    expect(await tags(false)).toEqual([]);
  });

  it('renames a tag on every place; a rename onto another tag is refused and says to merge', async () => {
    const a = await o.create({ ...ZION, tags: ['roadtrip'] });
    await o.create({ ...ZION, name: 'Arches', tags: ['Utah'] });
    const roadtrip = await tagNamed('roadtrip');
    const renamed = await write('PATCH', `/api/tags/${roadtrip.id}`, { name: 'Road trip 2025' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Tag>()).toMatchObject({ id: roadtrip.id, name: 'Road trip 2025', count: 1 });
    expect((await place(a.id)).tags).toEqual(['Road trip 2025']);
    // A change of case only is a rename of the same tag.
    expect((await write('PATCH', `/api/tags/${roadtrip.id}`, { name: 'road trip 2025' })).statusCode).toBe(
      200,
    );

    const collision = await write('PATCH', `/api/tags/${roadtrip.id}`, { name: 'UTAH' });
    expect(collision.statusCode).toBe(409);
    expect(collision.json().error.message).toBe(
      'A tag named "Utah" already exists. To put its places and this tag\'s together, merge this tag into "Utah".',
    );
    expect((await place(a.id)).tags).toEqual(['road trip 2025']);
    expect((await write('PATCH', '/api/tags/999999', { name: 'x' })).statusCode).toBe(404);
  });

  it('merges a tag into another: its places get the other, once, with a revision; the tag goes', async () => {
    const a = await o.create({ ...ZION, tags: ['Japan best'] });
    const b = await o.create({ ...ZION, name: 'Kyoto', tags: ['Japan best', 'Best of Japan'] });
    const c = await o.create({ ...ZION, name: 'Nara', tags: ['Best of Japan', 'Deer'] });
    const from = await tagNamed('Japan best');
    const into = await tagNamed('Best of Japan');
    const response = await write('POST', `/api/tags/${from.id}/merge`, { into: into.id });
    expect(response.statusCode).toBe(200);
    expect(response.json<Tag>()).toMatchObject({ id: into.id, name: 'Best of Japan', count: 3 });
    expect((await place(a.id)).tags).toEqual(['Best of Japan']);
    expect((await place(b.id)).tags).toEqual(['Best of Japan']);
    expect((await place(c.id)).tags).toEqual(['Best of Japan', 'Deer']);
    expect((await tags()).map((tag) => tag.name)).toEqual(['Best of Japan', 'Deer']);
    const [latest] = await o.history(a.id);
    expect(latest).toMatchObject({
      fields: ['tags'],
      before: { tags: ['Japan best'] },
      after: { tags: ['Best of Japan'] },
    });

    const self = await write('POST', `/api/tags/${into.id}/merge`, { into: into.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('Choose another tag to merge into.');
    expect((await write('POST', `/api/tags/${from.id}/merge`, { into: into.id })).statusCode).toBe(404);
  });

  it('deletes a tag: its places keep everything else', async () => {
    const a = await o.create({ ...ZION, notes: 'Angels Landing', tags: ['Hikes', 'Utah'] });
    const response = await write('DELETE', `/api/tags/${(await tagNamed('Hikes')).id}`);
    expect(response.statusCode).toBe(204);
    const after = await place(a.id);
    expect(after).toMatchObject({ notes: 'Angels Landing', tags: ['Utah'], version: 2 });
    expect((await tags()).map((tag) => tag.name)).toEqual(['Utah']);
    expect((await write('DELETE', '/api/tags/999999')).statusCode).toBe(404);
  });

  it('shows a visitor the tags of visible places only, and lets no visitor write', async () => {
    const live = await o.create({ ...ZION, tags: ['Shown'] });
    await o.create({ ...ZION, name: 'Gone', tags: ['Only trashed'] }).then((p) => o.remove(p.id));
    await write('POST', '/api/tags', { name: 'Unused' });
    expect((await tags(false)).map(({ name, count }) => ({ name, count }))).toEqual([
      { name: 'Shown', count: 1 },
    ]);
    expect((await tags()).map((tag) => tag.name)).toEqual(['Only trashed', 'Shown', 'Unused']);

    const shown = await tagNamed('Shown');
    const before = await dumpDatabase(t.database);
    const attempts = [
      write('POST', '/api/tags', { name: 'Mine' }, false),
      write('PATCH', `/api/tags/${shown.id}`, { name: 'Hacked' }, false),
      write('POST', `/api/tags/${shown.id}/merge`, { into: shown.id + 1 }, false),
      write('DELETE', `/api/tags/${shown.id}`, undefined, false),
      write('PATCH', `/api/locations/${live.id}`, { tags: [] }, false),
      write('POST', '/api/locations/bulk', { action: 'add-tag', ids: [live.id], value: 'x' }, false),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(401);
    // The owner's cookie from another site is refused too.
    const crossSite = await t.request({
      method: 'DELETE',
      url: `/api/tags/${shown.id}`,
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await dumpDatabase(t.database)).toBe(before);
  });

  it('keeps tags in history: a revert and a return from the trash bring them back', async () => {
    const a = await o.create({ ...ZION, tags: ['First'] });
    await o.patch(a.id, { tags: ['Second', 'Third'] });
    const history = await o.history(a.id);
    expect(history[0]).toMatchObject({
      fields: ['tags'],
      before: { tags: ['First'] },
      after: { tags: ['Second', 'Third'] },
    });
    expect(history[1]).toMatchObject({ action: 'create', after: { tags: ['First'] } });
    const revert = await o.revert(a.id, history[1]!.id);
    expect(revert.statusCode).toBe(200);
    expect((await place(a.id)).tags).toEqual(['First']);

    await o.remove(a.id);
    expect((await tags(false)).map((tag) => tag.name)).toEqual([]);
    expect((await o.restore(a.id)).statusCode).toBe(200);
    expect((await place(a.id)).tags).toEqual(['First']);
    expect((await tags(false)).map((tag) => tag.name)).toEqual(['First']);
  });

  it('adds and removes a tag in bulk: one revision per changed place, an unknown tag created', async () => {
    const a = await o.create({ ...ZION, tags: ['Road trip'] });
    const b = await o.create({ ...ZION, name: 'Bryce' });
    const c = await o.create({ ...ZION, name: 'Arches' });
    const bulk = (payload: unknown) => write('POST', '/api/locations/bulk', payload);
    const added = await bulk({ action: 'add-tag', ids: [a.id, b.id, c.id], value: 'road TRIP' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ action: 'add-tag', count: 2, ids: [b.id, c.id] });
    expect((await o.list()).map((p) => p.tags)).toEqual([['Road trip'], ['Road trip'], ['Road trip']]);
    expect((await o.history(b.id))[0]).toMatchObject({ fields: ['tags'], after: { tags: ['Road trip'] } });

    const fresh = await bulk({ action: 'add-tag', ids: [a.id], value: 'New one' });
    expect(fresh.json()).toMatchObject({ count: 1 });
    expect((await place(a.id)).tags).toEqual(['New one', 'Road trip']);

    const removed = await bulk({ action: 'remove-tag', ids: [a.id, b.id], value: 'road trip' });
    expect(removed.json()).toMatchObject({ action: 'remove-tag', count: 2, ids: [a.id, b.id] });
    expect((await o.list()).map((p) => p.tags)).toEqual([['New one'], [], ['Road trip']]);

    const before = await dumpDatabase(t.database);
    const bad = await bulk({ action: 'add-tag', ids: [a.id], value: ' ' });
    expect(bad.statusCode).toBe(400);
    const missing = await bulk({ action: 'add-tag', ids: [a.id, 999_999], value: 'Never' });
    expect(missing.statusCode).toBe(404);
    expect(await dumpDatabase(t.database)).toBe(before);
  });

  it('forgets a place deleted for good from its tags', async () => {
    const a = await o.create({ ...ZION, tags: ['Temp'] });
    await o.remove(a.id);
    expect((await t.request({ method: 'DELETE', url: `/api/trash/${a.id}`, cookie })).statusCode).toBe(204);
    expect(await tags()).toMatchObject([{ name: 'Temp', count: 0 }]);
  });
});
