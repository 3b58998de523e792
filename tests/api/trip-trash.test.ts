import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Location } from '../../src/shared/location';
import type { Trip } from '../../src/shared/trips/trip-schema';
import { tidyArchive } from '../../src/server/archive-maintenance';
import { MediaLibrary } from '../../src/server/media/media-library';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { oneDay, tripCalls, type TripCalls } from '../helpers/trip-owner';

// Issue 38: trips leave the trash for good as places do: Delete forever one, Empty the trash, or
// older than TRASH_DAYS. Their history, share links and tracks go with them; their places stay.

const DAY_MS = 24 * 60 * 60 * 1000;
const TRACK = JSON.stringify({
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'LineString',
    coordinates: [
      [7.1, 46.1],
      [7.2, 46.2],
    ],
  },
});

describe.each(ENGINES)('trips in the trash on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let trips: TripCalls;
  let places: Location[];

  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    trips = tripCalls(t, cookie);
    places = [await trips.place(), await trips.place()];
  });
  afterEach(() => t.close());

  /** A trip with two stops, a share link and a track, moved to the trash unless `live`. */
  async function trip(title: string, live = false): Promise<Trip> {
    const made = await trips.made({ title, days: oneDay(places[0]!.id, places[1]!.id) });
    await trips.link(made.id);
    const track = await t.request({
      method: 'POST',
      url: `/api/trips/${made.id}/tracks`,
      cookie,
      payload: TRACK,
      headers: { 'content-type': 'application/geo+json' },
    });
    expect(track.statusCode, track.body).toBe(201);
    if (!live) expect((await trips.remove(made.id)).statusCode).toBe(204);
    return made;
  }
  const trashed = async () => (await trips.trash()).json<Trip[]>().map((card) => card.title);
  const del = (url: string, withCookie = true) =>
    t.request({ method: 'DELETE', url, ...(withCookie ? { cookie } : {}) });
  /** Rows left in the trip's own tables, by table. */
  async function rowsOf(tripId: number) {
    const { db } = t.database;
    const count = async (table: 'tripRevisions' | 'tripLinks' | 'tripTracks' | 'tripPlaces') =>
      (await db.selectFrom(table).select('tripId').where('tripId', '=', tripId).execute()).length;
    return {
      revisions: await count('tripRevisions'),
      links: await count('tripLinks'),
      tracks: await count('tripTracks'),
      stops: await count('tripPlaces'),
    };
  }

  it('Delete forever takes one trip in the trash, with its history, links and tracks', async () => {
    const gone = await trip('Gone for good');
    const kept = await trip('Still in the trash');
    expect(await rowsOf(gone.id)).toEqual({ revisions: 3, links: 1, tracks: 1, stops: 2 });

    expect((await del(`/api/trips/trash/${gone.id}`, false)).statusCode).toBe(401);
    expect(await trashed()).toEqual(['Still in the trash', 'Gone for good']);
    expect((await del(`/api/trips/trash/${gone.id}`)).statusCode).toBe(204);

    expect(await trashed()).toEqual(['Still in the trash']);
    expect(await rowsOf(gone.id)).toEqual({ revisions: 0, links: 0, tracks: 0, stops: 0 });
    expect((await trips.history(gone.id)).statusCode).toBe(404);
    expect((await trips.restore(gone.id)).statusCode).toBe(404);
    const again = await del(`/api/trips/trash/${gone.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: { code: 'not_found', message: expect.any(String) } });
    // Its places stay, and the other trip still comes back whole.
    for (const place of places)
      expect((await t.request({ method: 'GET', url: `/api/locations/${place.id}` })).statusCode).toBe(200);
    expect((await trips.restore(kept.id)).json<Trip>().stopCount).toBe(2);
  });

  it('a live trip is never deleted forever', async () => {
    const live = await trip('Live', true);
    const response = await del(`/api/trips/trash/${live.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toMatch(/trash/);
    expect((await trips.get(live.id)).json<Trip>().version).toBe(live.version + 1);
    expect((await del('/api/trips/trash/abc')).statusCode).toBe(404);
  });

  it('Empty the trash takes every trashed trip and leaves the live ones', async () => {
    await trip('First');
    await trip('Second');
    const live = await trip('Live', true);
    expect((await del('/api/trips/trash', false)).statusCode).toBe(401);
    expect(await trashed()).toHaveLength(2);
    expect((await del('/api/trips/trash')).statusCode).toBe(204);
    expect(await trashed()).toEqual([]);
    expect((await trips.list()).json<Trip[]>().map((card) => card.id)).toEqual([live.id]);
    expect(await rowsOf(live.id)).toEqual({ revisions: 2, links: 1, tracks: 1, stops: 2 });
    const left = await t.database.db.selectFrom('tripRevisions').select('tripId').execute();
    expect(new Set(left.map((row) => row.tripId))).toEqual(new Set([live.id]));
  });

  it('trips older than TRASH_DAYS leave the trash at start and at the hourly tidy', async () => {
    const old = await trip('Old');
    const recent = await trip('Recent');
    const later = await trip('Later');
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    const set = (id: number, days: number) =>
      t.database.db
        .updateTable('trips')
        .set({ deletedAt: daysAgo(days) })
        .where('id', '=', id)
        .execute();
    await set(old.id, 8);
    await set(recent.id, 6);
    await set(later.id, 1);

    await t.anotherInstance({ TRASH_DAYS: '7' });
    expect(await trashed()).toEqual(['Later', 'Recent']);
    expect(await rowsOf(old.id)).toEqual({ revisions: 0, links: 0, tracks: 0, stops: 0 });

    const media = new MediaLibrary(t.database.db, t.config.mediaDir);
    expect(await tidyArchive(t.database.db, 7, media, new Date(Date.now() + 2 * DAY_MS))).toBe(1);
    expect(await trashed()).toEqual(['Later']);
  });
});
