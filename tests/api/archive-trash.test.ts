import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MediaLibrary } from '../../src/server/media/media-library';
import { decodeMapData } from '../../src/shared/map-data-decode';
import type { TrashedLocation } from '../../src/shared/history';
import { tidyArchive } from '../../src/server/archive-maintenance';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { owner, type Owner } from '../helpers/archive';

// Issue 12: a delete moves the place to the trash. Visitors, lists, exports and statistics no
// longer see it; the owner restores it as it was (id, photos, videos, history) or deletes it for good.

const KYOTO = {
  name: 'Kyoto Custom Type Place',
  latitude: 35.0116,
  longitude: 135.7681,
  status: 'visited',
  type: 'zen-garden',
  photos: ['https://example.com/kyoto-1.jpg', 'https://example.com/kyoto-2.jpg'],
  youtubeUrls: ['https://youtu.be/aaaaaaaaaaa', 'https://youtu.be/bbbbbbbbbbb'],
  visitedAt: '2024-04-01',
};
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('trash on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let o: Owner;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    o = owner(t, cookie);
  });
  afterEach(() => t.close());

  const get = (url: string, withCookie = false) =>
    t.request({ method: 'GET', url, ...(withCookie ? { cookie } : {}) });
  const trash = async () => (await get('/api/trash', true)).json<TrashedLocation[]>();

  /** Everything a visitor (or an export) can read that would name the place. */
  async function publicSurfaces(id: number) {
    const map = decodeMapData((await get('/api/locations/map')).rawPayload);
    const stats = (await get('/api/stats')).json();
    return {
      list: (await o.list()).some((p) => p.id === id),
      page: (await get('/api/locations?limit=10')).json<{ id: number }[]>().some((p) => p.id === id),
      byIds: (await get(`/api/locations?ids=${id}`)).json<unknown[]>().length > 0,
      map: map.some((p) => p.id === id),
      byId: (await o.get(id)).statusCode,
      stats: [stats.totalLocations, stats.totalVisited, stats.recentlyAdded.length],
      world: (await get('/api/world-progress')).json().countries.visited,
      shapes: (await get('/api/geo/visited-shapes')).json().features.length,
      types: (await get('/api/location-types'))
        .json<{ type: string }[]>()
        .some((x) => x.type === 'zen-garden'),
      geojson: (await get('/api/export?format=geojson', true)).body.includes('Kyoto Custom'),
      csv: (await get('/api/export?format=csv', true)).body.includes('Kyoto Custom'),
      kml: (await get('/api/export?format=kml', true)).body.includes('Kyoto Custom'),
    };
  }

  it('a deleted place leaves every public surface and comes back whole with Restore', async () => {
    const place = await o.create(KYOTO);
    await o.patch(place.id, { notes: 'Moss garden' }, 1);
    const edited = (await o.get(place.id)).json();
    const shown = await publicSurfaces(place.id);
    expect(shown).toEqual({
      list: true,
      page: true,
      byIds: true,
      map: true,
      byId: 200,
      stats: [1, 1, 1],
      world: 1,
      shapes: 1,
      types: true,
      geojson: true,
      csv: true,
      kml: true,
    });

    expect((await o.remove(place.id, 2)).statusCode).toBe(204);
    expect(await publicSurfaces(place.id)).toEqual({
      list: false,
      page: false,
      byIds: false,
      map: false,
      byId: 404,
      stats: [0, 0, 0],
      world: 0,
      shapes: 0,
      types: false,
      geojson: false,
      csv: false,
      kml: false,
    });
    // Gone for the API's writes too, until restored.
    expect((await o.patch(place.id, { notes: 'x' })).statusCode).toBe(404);
    expect((await o.remove(place.id)).statusCode).toBe(404);
    const [trashed] = await trash();
    expect(trashed).toEqual({
      ...edited,
      version: 3,
      updatedAt: expect.any(String),
      deletedAt: expect.any(String),
    });

    const restored = await o.restore(place.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ ...edited, version: 4, updatedAt: expect.any(String) });
    expect(await publicSurfaces(place.id)).toEqual(shown);
    expect(await trash()).toEqual([]);
    expect((await o.history(place.id)).map((r) => r.action)).toEqual([
      'restore',
      'delete',
      'update',
      'create',
    ]);
    // Restoring a live place changes nothing.
    expect((await o.restore(place.id)).json()).toEqual(restored.json());
    expect((await o.restore(999_999)).statusCode).toBe(404);
  });

  it('lists the trash newest deleted first; deletes one forever, with its history; empties it', async () => {
    const [a, b, c] = [
      await o.create({ ...KYOTO, name: 'A' }),
      await o.create({ ...KYOTO, name: 'B' }),
      await o.create({ ...KYOTO, name: 'C' }),
    ];
    for (const place of [b!, a!, c!]) {
      expect((await o.remove(place.id)).statusCode).toBe(204);
      // Deletion times a few milliseconds apart, so "newest first" has one answer.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await trash()).map((p) => p.name)).toEqual(['C', 'A', 'B']);

    // A live place is not in the trash: it cannot be deleted forever from there.
    const live = await o.create({ ...KYOTO, name: 'Live' });
    const refused = await t.request({ method: 'DELETE', url: `/api/trash/${live.id}`, cookie });
    expect(refused.statusCode).toBe(404);
    expect((await o.get(live.id)).statusCode).toBe(200);

    expect((await t.request({ method: 'DELETE', url: `/api/trash/${a!.id}`, cookie })).statusCode).toBe(204);
    expect((await trash()).map((p) => p.name)).toEqual(['C', 'B']);
    expect((await o.restore(a!.id)).statusCode).toBe(404);
    const history = await t.request({ method: 'GET', url: `/api/locations/${a!.id}/history`, cookie });
    expect(history.statusCode).toBe(404);
    const left = await t.database.db
      .selectFrom('locationRevisions')
      .select('locationId')
      .distinct()
      .execute();
    expect(left.map((r) => r.locationId).sort()).toEqual([b!.id, c!.id, live.id].sort());

    expect((await t.request({ method: 'DELETE', url: '/api/trash', cookie })).statusCode).toBe(204);
    expect(await trash()).toEqual([]);
    expect((await o.list()).map((p) => p.name)).toEqual(['Live']);
    const photos = await t.database.db.selectFrom('locationPhotos').select('locationId').distinct().execute();
    expect(photos.map((r) => r.locationId)).toEqual([live.id]);
  });

  it('purges places in the trash longer than TRASH_DAYS, at start and on the hourly tidy', async () => {
    const old = await o.create({ ...KYOTO, name: 'Old' });
    const recent = await o.create({ ...KYOTO, name: 'Recent' });
    await o.remove(old.id);
    await o.remove(recent.id);
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    await t.database.db
      .updateTable('locations')
      .set({ deletedAt: daysAgo(8) })
      .where('id', '=', old.id)
      .execute();
    await t.database.db
      .updateTable('locations')
      .set({ deletedAt: daysAgo(6) })
      .where('id', '=', recent.id)
      .execute();

    // Another start with TRASH_DAYS=7 purges at once.
    await t.anotherInstance({ TRASH_DAYS: '7' });
    expect((await trash()).map((p) => p.name)).toEqual(['Recent']);
    // The hourly tidy, two days later.
    expect(
      await tidyArchive(
        t.database.db,
        7,
        new MediaLibrary(t.database.db, t.config.mediaDir),
        new Date(Date.now() + 2 * DAY_MS),
      ),
    ).toBe(1);
    expect(await trash()).toEqual([]);
    const rows = await t.database.db.selectFrom('locationRevisions').select('id').execute();
    expect(rows).toEqual([]);
  });
});
