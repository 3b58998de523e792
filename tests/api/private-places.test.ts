import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Location } from '../../src/shared/location';
import type { MapNamesWire, OwnerMapDataWire } from '../../src/shared/map-data';
import { decodeOwnerMapData } from '../../src/shared/owner-map-data';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { owner, ZION, type Owner } from '../helpers/archive';

// Issue 14: private places and private notes. A visitor learns nothing of a private place: not by
// id, list, map data, statistics, world progress, types, ETag or count; private notes never reach a
// visitor. The owner sees everything.

const SECRET = 'Secret Cabin Trip';
const SECRET_NOTES = 'door code 4471';

/** Everything a visitor can read about places, as bytes, with the validators a browser would keep. */
const VISITOR_URLS = [
  '/api/locations',
  '/api/locations/map',
  '/api/locations/map/names',
  '/api/locations?limit=1000',
  '/api/stats',
  '/api/world-progress',
  '/api/geo/visited-shapes',
  '/api/location-types',
  '/api/tags',
  '/api/locations/order?by=added',
  '/api/locations/order?by=updated',
  '/api/locations/order?by=visited',
  // A word of the private place's address, and one of its private notes.
  '/api/locations/search?q=hidden%20valley',
  '/api/locations/search?q=4471',
];

describe.each(ENGINES)('private places on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let o: Owner;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    o = owner(t, cookie);
  });
  afterEach(() => t.close());

  const visitor = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });
  const asOwner = (url: string) => t.request({ method: 'GET', url, cookie });
  /** What a visitor sees of every public surface: status, ETag and body. */
  const visitorView = async () =>
    Promise.all(
      VISITOR_URLS.map(async (url) => {
        const response = await visitor(url);
        return { url, status: response.statusCode, etag: response.headers.etag, body: response.body };
      }),
    );
  const expectNoSecret = (response: LightMyRequestResponse) => {
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain(SECRET_NOTES);
    expect(response.body).not.toContain('privateNotes');
  };

  it('a private place answers a visitor exactly as a missing id does', async () => {
    const hidden = await o.create({ ...ZION, name: SECRET, isPrivate: true, privateNotes: SECRET_NOTES });
    expect(hidden).toMatchObject({ isPrivate: true, privateNotes: SECRET_NOTES });
    const missing = hidden.id + 1000;
    const [byId, byMissingId] = await Promise.all([
      visitor(`/api/locations/${hidden.id}`),
      visitor(`/api/locations/${missing}`),
    ]);
    expect(byId.statusCode).toBe(404);
    expect(byId.statusCode).toBe(byMissingId.statusCode);
    expect(byId.body).toBe(byMissingId.body);
    expect(byId.headers.etag).toBeUndefined();
    // Asked for by ids or pages, it is simply not there.
    const byIds = await visitor(`/api/locations?ids=${hidden.id}`);
    expect(byIds.json()).toEqual([]);
    expectNoSecret(await visitor(`/api/locations?limit=10`));
    // The owner reads it in full.
    const mine = await asOwner(`/api/locations/${hidden.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Location>()).toMatchObject({
      name: SECRET,
      isPrivate: true,
      privateNotes: SECRET_NOTES,
    });
  });

  it('creating, editing and trashing a private place leaves every visitor surface byte-identical, ETags too', async () => {
    await o.create({ ...ZION, name: 'Arches', status: 'visited', youtubeUrls: ['https://youtu.be/a'] });
    await o.create({ ...ZION, name: 'Bryce', status: 'planned', country: 'United States' });
    const before = await visitorView();

    const hidden = await o.create({
      ...ZION,
      name: SECRET,
      type: 'secret-spot',
      status: 'visited',
      country: 'Iceland',
      latitude: 64.1,
      longitude: -21.9,
      photos: ['https://example.com/p.jpg'],
      youtubeUrls: ['https://youtu.be/secret'],
      visitedAt: '2024-06-01',
      address: '1 Hidden Valley Road',
      tags: ['Surprise trip'],
      isPrivate: true,
      privateNotes: SECRET_NOTES,
    });
    expect(await visitorView()).toEqual(before);
    for (const response of await Promise.all(VISITOR_URLS.map((url) => visitor(url))))
      expectNoSecret(response);

    expect((await o.patch(hidden.id, { name: `${SECRET} 2`, status: 'planned' })).statusCode).toBe(200);
    expect(await visitorView()).toEqual(before);

    // A browser holding the old ETag still gets 304: nothing it can see changed.
    for (const { url, etag } of before) {
      const again = await visitor(url, { 'if-none-match': String(etag) });
      if (etag) expect(again.statusCode, url).toBe(304);
    }

    expect((await o.remove(hidden.id)).statusCode).toBe(204);
    expect(await visitorView()).toEqual(before);
  });

  it('the owner searches and sorts private places too, by their address and private notes', async () => {
    const shown = await o.create({ ...ZION, name: 'Arches', address: 'Hidden Valley trailhead' });
    const hidden = await o.create({
      ...ZION,
      name: SECRET,
      address: '1 Hidden Valley Road',
      isPrivate: true,
      privateNotes: SECRET_NOTES,
    });
    const ids = async (response: Promise<LightMyRequestResponse>) =>
      (await response).json<{ ids: number[] }>().ids;
    expect(await ids(asOwner('/api/locations/search?q=hidden%20valley'))).toEqual([shown.id, hidden.id]);
    expect(await ids(asOwner('/api/locations/search?q=4471'))).toEqual([hidden.id]);
    expect(await ids(asOwner('/api/locations/order?by=added'))).toEqual([hidden.id, shown.id]);
    expect(await ids(visitor('/api/locations/search?q=hidden%20valley'))).toEqual([shown.id]);
    expect(await ids(visitor('/api/locations/search?q=4471'))).toEqual([]);
    expect(await ids(visitor('/api/locations/order?by=added'))).toEqual([shown.id]);
  });

  it('counts and statistics leave private places out; the owner counts them', async () => {
    await o.create({ ...ZION, name: 'Public', status: 'visited', country: 'United States' });
    await o.create({ ...ZION, name: SECRET, status: 'visited', country: 'Iceland', isPrivate: true });
    const stats = (await visitor('/api/stats')).json<{ totalLocations: number; totalVisited: number }>();
    expect(stats).toMatchObject({ totalLocations: 1, totalVisited: 1 });
    const progress = (await visitor('/api/world-progress')).body;
    expect(progress).not.toContain('Iceland');
    const map = (await visitor('/api/locations/map')).json<{ count: number; countries: string[] }>();
    expect(map.count).toBe(1);
    expect(map.countries).not.toContain('Iceland');
    expect((await visitor('/api/locations/map/names')).json<MapNamesWire>().name).toEqual(['Public']);
    expect((await visitor('/api/locations')).json<Location[]>()).toHaveLength(1);

    const ownerMap = decodeOwnerMapData((await asOwner('/api/locations/map/owner')).json<OwnerMapDataWire>());
    expect(ownerMap.map((place) => place.isPrivate)).toEqual([false, true]);
    expect(ownerMap.map((place) => place.name)).toEqual(['Public', SECRET]);
    expect((await asOwner('/api/locations')).json<Location[]>()).toHaveLength(2);
  });

  it('a visitor never receives private notes, even of a public place', async () => {
    const place = await o.create({ ...ZION, name: 'Public with notes', privateNotes: SECRET_NOTES });
    expect(place.privateNotes).toBe(SECRET_NOTES);
    for (const url of [`/api/locations/${place.id}`, `/api/locations?ids=${place.id}`, '/api/locations']) {
      const response = await visitor(url);
      expect(response.statusCode, url).toBe(200);
      expectNoSecret(response);
    }
    const read = (await visitor(`/api/locations/${place.id}`)).json<Record<string, unknown>>();
    expect(read).not.toHaveProperty('privateNotes');
    expect(read).toMatchObject({ name: 'Public with notes', isPrivate: false });
    expect((await asOwner(`/api/locations/${place.id}`)).json<Location>().privateNotes).toBe(SECRET_NOTES);
  });

  it('the owner map data carries the owner filter columns; a visitor cannot ask for it', async () => {
    await o.create({ ...ZION, name: 'Plain', country: '' });
    await o.create({
      ...ZION,
      name: 'Full',
      photos: ['https://example.com/a.jpg'],
      visitedAt: '2024-01-02',
      isPrivate: true,
    });
    const owned = decodeOwnerMapData((await asOwner('/api/locations/map/owner')).json<OwnerMapDataWire>());
    expect(owned.map((p) => [p.name, p.isPrivate, p.hasPhoto, p.hasVisitedAt])).toEqual([
      ['Plain', false, false, false],
      ['Full', true, true, true],
    ]);
    const refused = await visitor('/api/locations/map/owner');
    expect(refused.statusCode).toBe(401);
    // The visitors' wire has none of these columns.
    expect(Object.keys((await visitor('/api/locations/map')).json<object>())).not.toContain('private');
  });

  it('the owner makes a place private and public again: each change is a revision, and the visitor follows', async () => {
    const place = await o.create({ ...ZION, name: 'Toggle me' });
    expect((await o.patch(place.id, { isPrivate: true, privateNotes: 'draft' })).statusCode).toBe(200);
    expect((await visitor(`/api/locations/${place.id}`)).statusCode).toBe(404);
    expect((await o.patch(place.id, { isPrivate: false })).statusCode).toBe(200);
    expect((await visitor(`/api/locations/${place.id}`)).statusCode).toBe(200);
    const history = await o.history(place.id);
    expect(history[0]).toMatchObject({
      fields: ['isPrivate'],
      before: { isPrivate: true },
      after: { isPrivate: false },
    });
    expect(history[1]).toMatchObject({
      fields: ['isPrivate', 'privateNotes'],
      before: { isPrivate: false, privateNotes: '' },
      after: { isPrivate: true, privateNotes: 'draft' },
    });
    // A revert takes the private state back with the rest.
    const revert = await o.revert(place.id, history[1]!.id);
    expect(revert.statusCode).toBe(200);
    expect(revert.json<Location>()).toMatchObject({ isPrivate: true, privateNotes: 'draft' });
    expect((await visitor(`/api/locations/${place.id}`)).statusCode).toBe(404);
  });

  it('a private place keeps its privacy through the trash and back', async () => {
    const place = await o.create({ ...ZION, name: SECRET, isPrivate: true, privateNotes: SECRET_NOTES });
    expect((await o.remove(place.id)).statusCode).toBe(204);
    const trash = await t.request({ method: 'GET', url: '/api/trash', cookie });
    expect(trash.json<Location[]>()[0]).toMatchObject({ isPrivate: true, privateNotes: SECRET_NOTES });
    expect((await o.restore(place.id)).statusCode).toBe(200);
    expect((await visitor(`/api/locations/${place.id}`)).statusCode).toBe(404);
    expect((await asOwner(`/api/locations/${place.id}`)).json<Location>()).toMatchObject({
      isPrivate: true,
      privateNotes: SECRET_NOTES,
    });
  });

  it("the owner's export keeps private places and notes", async () => {
    await o.create({ ...ZION, name: SECRET, isPrivate: true, privateNotes: SECRET_NOTES });
    const file = await t.request({ method: 'GET', url: '/api/export?format=geojson', cookie });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(SECRET);
    expect(file.body).toContain(SECRET_NOTES);
    expect((await visitor('/api/export?format=geojson')).statusCode).toBe(401);
  });

  it('custom types of private places are not listed to a visitor', async () => {
    await o.create({ ...ZION, name: SECRET, type: 'secret-spot', isPrivate: true });
    expect((await visitor('/api/location-types')).body).not.toContain('secret-spot');
    expect((await asOwner('/api/location-types')).body).toContain('secret-spot');
  });

  it('bulk make-private and make-public: one request, one revision per changed place, undone by the opposite', async () => {
    const made: Location[] = [];
    for (let i = 0; i < 3; i++) made.push(await o.create({ ...ZION, name: `Place ${i}` }));
    const ids = made.map((p) => p.id);
    const bulk = (action: string, list = ids) =>
      t.request({ method: 'POST', url: '/api/locations/bulk', cookie, payload: { action, ids: list } });
    await o.patch(ids[0]!, { isPrivate: true });

    const result = await bulk('make-private');
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ action: 'make-private', count: 2, ids: ids.slice(1) });
    expect((await visitor('/api/locations')).json<Location[]>()).toEqual([]);
    for (const id of ids.slice(1)) {
      const history = await o.history(id);
      expect(history).toHaveLength(2);
      expect(history[0]).toMatchObject({ fields: ['isPrivate'], after: { isPrivate: true } });
    }
    // Undo sends the opposite to the places the action changed.
    const undo = await bulk('make-public', ids.slice(1));
    expect(undo.json()).toMatchObject({ action: 'make-public', count: 2 });
    expect((await visitor('/api/locations')).json<Location[]>().map((p) => p.name)).toEqual([
      'Place 1',
      'Place 2',
    ]);
    expect((await bulk('make-public', [ids[0]!, 999_999])).statusCode).toBe(404);
    expect((await asOwner(`/api/locations/${ids[0]}`)).json<Location>().isPrivate).toBe(true);
  });

  it('refuses bad private fields in words and stores nothing', async () => {
    const badType = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: { ...ZION, isPrivate: 'yes' },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.body).toContain('Private must be true or false');
    const tooLong = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: { ...ZION, privateNotes: 'x'.repeat(10_001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Private notes are at most 10000 characters');
    expect(await o.list()).toEqual([]);
    expect((await asOwner('/api/locations')).json<Location[]>()).toEqual([]);
  });
});
