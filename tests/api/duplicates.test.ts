import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DuplicatesList, MergeResult } from '../../src/shared/duplicates';
import type { TrashedLocation } from '../../src/shared/history';
import type { Location } from '../../src/shared/location';
import { dumpDatabase } from '../helpers/db-dump';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { owner, type Owner } from '../helpers/archive';

// Issue 14: the owner's possible duplicates (similar names within 200 m), merged field by field
// in one transaction or dismissed for good.

const MONT = { name: 'Mont Saint-Michel', latitude: 48.636, longitude: -1.5115, status: 'visited' };
const MONT_2 = { name: 'Mont-Saint-Michel', latitude: 48.6362, longitude: -1.5113, status: 'planned' };
const PLITVICE = { name: 'Plitvice Lakes', latitude: 44.8654, longitude: 15.582, status: 'visited' };
const PLITVICE_2 = { name: 'Plitvice Lakes National Park', latitude: 44.8662, longitude: 15.5822 };
const video = (n: number) => `https://www.youtube.com/watch?v=${String(n).padStart(11, 'x')}`;
const photo = (n: number) => `https://example.com/photo-${n}.jpg`;

describe.each(ENGINES)('possible duplicates on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let o: Owner;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    o = owner(t, cookie);
  });
  afterEach(() => t.close());

  const list = async () => {
    const response = await t.request({ method: 'GET', url: '/api/duplicates', cookie });
    expect(response.statusCode).toBe(200);
    return response.json<DuplicatesList>();
  };
  const pairIds = async () => (await list()).pairs.map((p) => [p.a.id, p.b.id]);
  const post = (url: string, payload: unknown, withCookie = true, headers: Record<string, string> = {}) =>
    t.request({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers,
      ...(withCookie ? { cookie } : {}),
    });
  const merge = (payload: unknown) => post('/api/duplicates/merge', payload);
  const trash = async () =>
    (await t.request({ method: 'GET', url: '/api/trash', cookie })).json<TrashedLocation[]>();

  it('lists pairs of similar names within 200 m, both places in full, and nothing else', async () => {
    const a = await o.create(MONT);
    const b = await o.create(PLITVICE);
    const c = await o.create(MONT_2);
    const d = await o.create(PLITVICE_2);
    await o.create({ name: 'Lake Louise', latitude: 51.4254, longitude: -116.1773 });
    await o.create({ name: 'Lake Placid', latitude: 51.4255, longitude: -116.1774 });
    await o.create({ name: 'Paris', latitude: 48.8566, longitude: 2.3522 });
    await o.create({ name: 'Paris Las Vegas', latitude: 36.1125, longitude: -115.1707 });
    const answer = await list();
    expect(answer.total).toBe(2);
    expect(answer.pairs.map((p) => [p.a.name, p.b.name])).toEqual([
      ['Mont Saint-Michel', 'Mont-Saint-Michel'],
      ['Plitvice Lakes', 'Plitvice Lakes National Park'],
    ]);
    expect(answer.pairs[0]).toMatchObject({ a: { id: a.id, version: 1 }, b: { id: c.id } });
    expect(answer.pairs[1]!.b.id).toBe(d.id);
    expect(answer.pairs[1]!.a.id).toBe(b.id);
    expect(answer.pairs[0]!.distanceM).toBeGreaterThan(20);
    expect(answer.pairs[0]!.distanceM).toBeLessThan(40);
    // A place in the trash is no duplicate of anything.
    await o.remove(c.id);
    expect(await pairIds()).toEqual([[b.id, d.id]]);
  });

  it('merges field by field: the kept place takes the chosen values, both videos, photos and tags, one revision', async () => {
    const keep = await o.create({
      ...MONT,
      notes: 'Go at low tide.',
      youtubeUrls: [video(1)],
      photos: [photo(1), photo(2)],
      tags: ['Normandy'],
      visitedAt: '2023-05-01',
    });
    const other = await o.create({
      ...MONT_2,
      address: 'Le Mont-Saint-Michel, Normandy',
      youtubeUrls: [video(2), video(1)],
      photos: [photo(2), photo(3)],
      tags: ['normandy', 'Best of France'],
    });
    const response = await merge({
      keepId: keep.id,
      mergeId: other.id,
      fields: { name: 'merge', address: 'merge', coordinates: 'merge', notes: 'keep' },
      versions: { keep: 1, merge: 1 },
    });
    expect(response.statusCode).toBe(200);
    const { place, trashedId } = response.json<MergeResult>();
    expect(trashedId).toBe(other.id);
    expect(place).toMatchObject({
      id: keep.id,
      name: 'Mont-Saint-Michel',
      address: 'Le Mont-Saint-Michel, Normandy',
      latitude: MONT_2.latitude,
      longitude: MONT_2.longitude,
      status: 'visited',
      notes: 'Go at low tide.',
      visitedAt: '2023-05-01',
      youtubeUrls: [video(1), video(2)],
      photos: [photo(1), photo(2), photo(3)],
      tags: ['Best of France', 'Normandy'],
      version: 2,
      createdAt: keep.createdAt,
    });
    // One place left on the map and in the list; the other waits in the trash.
    expect((await o.list()).map((p) => p.id)).toEqual([keep.id]);
    expect((await o.get(other.id)).statusCode).toBe(404);
    expect((await trash()).map((p) => p.id)).toEqual([other.id]);
    expect(await pairIds()).toEqual([]);

    const history = await o.history(keep.id);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      action: 'merge',
      fields: ['name', 'latitude', 'longitude', 'address', 'photos', 'youtubeUrls', 'tags'],
      before: { name: 'Mont Saint-Michel', youtubeUrls: [video(1)] },
      after: { name: 'Mont-Saint-Michel', youtubeUrls: [video(1), video(2)] },
      version: 2,
    });
    expect((await o.history(other.id))[0]).toMatchObject({ action: 'delete', version: 2 });

    // The merged-away place comes back from the trash as it was.
    const restored = await o.restore(other.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Location>()).toMatchObject({
      name: 'Mont-Saint-Michel',
      youtubeUrls: [video(2), video(1)],
      photos: [photo(2), photo(3)],
    });
  });

  it('refuses before anything changes when the united photos or videos would pass a limit', async () => {
    const keep = await o.create({
      ...MONT,
      photos: Array.from({ length: 30 }, (_, i) => photo(i)),
      youtubeUrls: Array.from({ length: 15 }, (_, i) => video(i)),
    });
    const other = await o.create({
      ...MONT_2,
      photos: Array.from({ length: 21 }, (_, i) => photo(100 + i)),
      youtubeUrls: Array.from({ length: 6 }, (_, i) => video(100 + i)),
    });
    const before = await dumpDatabase(t.database);
    const response = await merge({ keepId: keep.id, mergeId: other.id, versions: { keep: 1, merge: 1 } });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { message: string; fields: Record<string, string> } }>();
    expect(error.message).toMatch(/limit.*Nothing was changed/);
    expect(error.fields.photos).toMatch(/51 photos.*at most 50/);
    expect(error.fields.youtubeUrls).toMatch(/21 videos.*at most 20/);
    expect(await dumpDatabase(t.database)).toBe(before);

    // Shared photos count once: 30 + 20 new ones is exactly the limit.
    await o.patch(other.id, { photos: [photo(0), ...Array.from({ length: 20 }, (_, i) => photo(100 + i))] });
    await o.patch(other.id, { youtubeUrls: [video(100)] });
    const ok = await merge({ keepId: keep.id, mergeId: other.id, versions: { keep: 1, merge: 3 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<MergeResult>().place.photos).toHaveLength(50);
  });

  it('refuses a stale version with the conflict answer, and changes nothing', async () => {
    const keep = await o.create(MONT);
    const other = await o.create(MONT_2);
    await o.patch(other.id, { notes: 'Edited in another tab' }, 1);
    const before = await dumpDatabase(t.database);
    const response = await merge({ keepId: keep.id, mergeId: other.id, versions: { keep: 1, merge: 1 } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: 'conflict', current: { id: other.id, version: 2, notes: 'Edited in another tab' } },
    });
    expect(await dumpDatabase(t.database)).toBe(before);
    const staleKeep = await merge({ keepId: keep.id, mergeId: other.id, versions: { keep: 7, merge: 2 } });
    expect(staleKeep.statusCode).toBe(409);
    expect(staleKeep.json().error.current.id).toBe(keep.id);
    // A place in the trash (or none) cannot be merged.
    await o.remove(other.id);
    const gone = await merge({ keepId: keep.id, mergeId: other.id, versions: { keep: 1, merge: 3 } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(`The place ${other.id} was not found.`);
  });

  it('"Not a duplicate" keeps a pair out of the list for good, until a place is deleted forever', async () => {
    const a = await o.create(MONT);
    const b = await o.create(MONT_2);
    const c = await o.create(PLITVICE);
    const d = await o.create(PLITVICE_2);
    // Either order names the same pair; saying it twice is no error.
    for (const ids of [
      [b.id, a.id],
      [a.id, b.id],
    ]) {
      const response = await post('/api/duplicates/dismiss', { ids });
      expect(response.statusCode).toBe(204);
    }
    expect(await pairIds()).toEqual([[c.id, d.id]]);
    // Nothing else changed: the places keep their versions.
    expect((await o.list()).map((p) => p.version)).toEqual([1, 1, 1, 1]);
    expect((await post('/api/duplicates/dismiss', { ids: [a.id, 999_999] })).json().error.code).toBe(
      'not_found',
    );

    // Deleted for good, a place takes its dismissed pairs with it.
    await o.remove(b.id);
    expect((await t.request({ method: 'DELETE', url: `/api/trash/${b.id}`, cookie })).statusCode).toBe(204);
    const rows = await t.database.db.selectFrom('dismissedDuplicates').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('answers a visitor 401 and a cross-site write 403, changing nothing', async () => {
    const a = await o.create(MONT);
    const b = await o.create(MONT_2);
    const before = await dumpDatabase(t.database);
    expect((await t.request({ method: 'GET', url: '/api/duplicates' })).statusCode).toBe(401);
    const body = { keepId: a.id, mergeId: b.id, versions: { keep: 1, merge: 1 } };
    expect((await post('/api/duplicates/merge', body, false)).statusCode).toBe(401);
    expect((await post('/api/duplicates/dismiss', { ids: [a.id, b.id] }, false)).statusCode).toBe(401);
    expect(
      (await post('/api/duplicates/merge', body, true, { origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/duplicates/dismiss', { ids: [a.id, b.id] }, true, { origin: 'https://evil.example' }))
        .statusCode,
    ).toBe(403);
    expect(await dumpDatabase(t.database)).toBe(before);
  });
});
