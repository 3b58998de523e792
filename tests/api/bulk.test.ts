import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrashedLocation } from '../../src/shared/history';
import type { Location } from '../../src/shared/location';
import { BULK_MAX_IDS } from '../../src/shared/bulk';
import { dumpDatabase } from '../helpers/db-dump';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { owner, ZION, type Owner } from '../helpers/archive';

// Issue 14: bulk actions on the owner's list. One request, one transaction, one revision per
// place; a request naming a place it cannot change changes nothing.

describe.each(ENGINES)('bulk actions on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let o: Owner;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    o = owner(t, cookie);
  });
  afterEach(() => t.close());

  const bulk = (payload: unknown, headers: Record<string, string> = {}, withCookie = true) =>
    t.request({
      method: 'POST',
      url: '/api/locations/bulk',
      payload: payload as Record<string, unknown>,
      headers,
      ...(withCookie ? { cookie } : {}),
    });
  const places = async (n: number, extra: Record<string, unknown> = {}) => {
    const made: Location[] = [];
    for (let i = 0; i < n; i++)
      made.push(await o.create({ ...ZION, name: `Place ${i}`, status: 'planned', ...extra }));
    return made;
  };
  const trash = async () =>
    (await t.request({ method: 'GET', url: '/api/trash', cookie })).json<TrashedLocation[]>();

  it('sets the status of every chosen place, with one revision each, and says what changed', async () => {
    const [a, b, c] = await places(3);
    await o.patch(b!.id, { status: 'visited' });
    const response = await bulk({ action: 'set-status', ids: [a!.id, b!.id, c!.id], value: 'visited' });
    expect(response.statusCode).toBe(200);
    // b was visited already: left as it is, no revision.
    expect(response.json()).toEqual({
      action: 'set-status',
      count: 2,
      ids: [a!.id, c!.id],
      versions: { [a!.id]: 2, [c!.id]: 2 },
    });
    const list = await o.list();
    expect(list.map((p) => p.status)).toEqual(['visited', 'visited', 'visited']);
    const history = await o.history(a!.id);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      action: 'update',
      fields: ['status'],
      before: { status: 'planned' },
      after: { status: 'visited' },
      version: 2,
    });
    expect(await o.history(b!.id)).toHaveLength(2);
    // The public data and its cache see the change at once.
    const stats = (await t.request({ method: 'GET', url: '/api/stats' })).json();
    expect(stats.totalVisited).toBe(3);
  });

  it('sets the type, a known or a custom one', async () => {
    const [a, b] = await places(2);
    const response = await bulk({ action: 'set-type', ids: [a!.id, b!.id], value: 'hot-spring' });
    expect(response.json().count).toBe(2);
    expect((await o.list()).map((p) => p.type)).toEqual(['hot-spring', 'hot-spring']);
    expect((await o.history(b!.id))[0]).toMatchObject({ fields: ['type'], after: { type: 'hot-spring' } });
    const refused = await bulk({ action: 'set-type', ids: [a!.id], value: 'Not A Slug' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('value');
  });

  it('moves places to the trash and brings them back, one revision each way', async () => {
    const made = await places(3);
    const ids = made.map((p) => p.id);
    const trashed = await bulk({ action: 'trash', ids });
    expect(trashed.json()).toMatchObject({ action: 'trash', count: 3, ids });
    expect(await o.list()).toEqual([]);
    expect((await trash()).map((p) => p.id).sort()).toEqual([...ids].sort());
    const restored = await bulk({ action: 'restore', ids });
    expect(restored.json()).toEqual({
      action: 'restore',
      count: 3,
      ids,
      versions: Object.fromEntries(ids.map((id) => [id, 3])),
    });
    expect((await o.list()).map((p) => p.id)).toEqual(ids);
    expect((await o.history(ids[0]!)).map((r) => r.action)).toEqual(['restore', 'delete', 'create']);
  });

  it('changes nothing when one id is unknown or in the trash, and names it', async () => {
    const [a, b, gone] = await places(3);
    await o.remove(gone!.id);
    const before = await dumpDatabase(t.database);
    for (const [ids, named] of [
      [[a!.id, 999_999, b!.id], [999_999]],
      [[a!.id, gone!.id], [gone!.id]],
    ] as const) {
      const response = await bulk({ action: 'set-status', ids, value: 'visited' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.ids).toEqual(named);
      expect(response.json().error.message).toContain(String(named[0]));
      expect(response.json().error.message).toContain('Nothing was changed');
      expect(await dumpDatabase(t.database)).toBe(before);
    }
    expect((await bulk({ action: 'restore', ids: [gone!.id, 999_999] })).statusCode).toBe(404);
    expect(await dumpDatabase(t.database)).toBe(before);
  });

  it(`refuses more than ${BULK_MAX_IDS.toLocaleString('en-US')} ids with a message naming ids`, async () => {
    const [a] = await places(1);
    const before = await dumpDatabase(t.database);
    const ids = Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => i + 1);
    const response = await bulk({ action: 'trash', ids: [a!.id, ...ids.slice(1)] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.ids).toMatch(/At most 10,000 places/);
    expect(await dumpDatabase(t.database)).toBe(before);
  });

  it('answers a visitor 401 and a cross-site request 403, reading no body', async () => {
    const [a] = await places(1);
    const before = await dumpDatabase(t.database);
    const body = { action: 'trash', ids: [a!.id] };
    expect((await bulk(body, {}, false)).statusCode).toBe(401);
    expect((await bulk(body, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await bulk(body, { origin: '', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await dumpDatabase(t.database)).toBe(before);
  });

  it('answers a repeat with the same Idempotency-Key with the first answer', async () => {
    const [a] = await places(1);
    const headers = { 'idempotency-key': 'bulk-1' };
    const first = await bulk({ action: 'set-status', ids: [a!.id], value: 'wishlist' }, headers);
    const again = await bulk({ action: 'set-status', ids: [a!.id], value: 'wishlist' }, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await o.history(a!.id)).toHaveLength(2);
  });

  it('exports the chosen places only, in each format', async () => {
    const [a, b, c] = await places(3);
    for (const format of ['geojson', 'csv', 'kml']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/export',
        cookie,
        payload: { format, ids: [c!.id, a!.id] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain(`.${format}`);
      expect(response.body).toContain(a!.name);
      expect(response.body).toContain(c!.name);
      expect(response.body).not.toContain(b!.name);
    }
    const visitor = await t.request({
      method: 'POST',
      url: '/api/export',
      payload: { format: 'csv', ids: [a!.id] },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
