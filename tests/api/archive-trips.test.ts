import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Trip, TripLink } from '../../src/shared/trips/trip-schema';
import { call, type OwnerClient } from '../helpers/archive-site';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { oneDay, tripCalls } from '../helpers/trip-owner';
import { trackGpx } from '../helpers/track-gpx';

// Issue 38 in the portable archive: a site's trips (their days and stops, tracks with every point,
// share links with their tokens, history and trash) moved to the other engine, exactly as they were.

type Engine = (typeof ENGINES)[number]['name'];
const MOVES: { from: Engine; to: Engine }[] =
  ENGINES.length > 1
    ? [
        { from: 'sqlite', to: 'postgres' },
        { from: 'postgres', to: 'sqlite' },
      ]
    : [{ from: 'sqlite', to: 'sqlite' }];

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

async function owner(engine: Engine): Promise<OwnerClient> {
  const t = await createTestApp(engine);
  apps.push(t);
  return { t, cookie: await t.login() };
}

interface TripSite {
  publicTrip: Trip;
  unlisted: Trip;
  trashed: Trip;
  link: TripLink;
  revoked: TripLink;
}

/** A public trip (a track, 3 revisions and more), an unlisted one with share links, a trashed one. */
async function buildTrips(site: OwnerClient): Promise<TripSite> {
  const trips = tripCalls(site.t, site.cookie);
  const lisbon = await trips.place({ name: 'Lisbon', country: 'Portugal' });
  const sintra = await trips.place({ name: 'Sintra', country: 'Portugal' });
  const hidden = await trips.place({ name: 'Our cove', isPrivate: true });
  let publicTrip = await trips.made({
    title: 'Along the Tagus',
    visibility: 'public',
    startDate: '2025-04-01',
    days: [
      {
        date: '2025-04-01',
        title: 'Arrive',
        stops: [{ placeId: lisbon.id, note: 'Tram 28', modeToNext: 'train' }],
      },
      { date: '2025-04-02', stops: [{ placeId: sintra.id, arriveAt: '09:30' }, { placeId: hidden.id }] },
    ],
  });
  for (const patch of [{ summary: 'Two days, **one** river.' }, { state: 'done' }]) {
    const response = await trips.patch(publicTrip.id, patch, publicTrip.version);
    expect(response.statusCode, response.body).toBe(200);
    publicTrip = response.json<Trip>();
  }
  const track = await site.t.request({
    method: 'POST',
    url: `/api/trips/${publicTrip.id}/tracks?day=1`,
    cookie: site.cookie,
    payload: trackGpx(1500),
    headers: { 'content-type': 'application/gpx+xml', 'x-file-name': 'coast.gpx' },
  });
  expect(track.statusCode, track.body).toBe(201);
  const unlisted = await trips.made({
    title: 'Secret weekend',
    visibility: 'unlisted',
    days: oneDay(sintra.id, hidden.id),
  });
  const link = await trips.link(unlisted.id, { name: 'For Ana' });
  const revoked = await trips.link(unlisted.id, { name: 'Old link' });
  expect((await trips.revoke(unlisted.id, revoked.id)).statusCode).toBe(200);
  const trashed = await trips.made({ title: 'Cancelled', days: oneDay(lisbon.id) });
  expect((await trips.remove(trashed.id, trashed.version)).statusCode).toBe(204);
  return { publicTrip, unlisted, trashed, link, revoked };
}

const TRIP_TABLES = {
  trips: 'id',
  trip_places: 'trip_id, position',
  trip_revisions: 'id',
  trip_links: 'id',
  trip_tracks: 'id',
} as const;

/** Every row of the trip tables, in key order, as JSON. */
async function dumpTrips(site: OwnerClient) {
  const dump: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(TRIP_TABLES)) {
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table)} order by ${sql.raw(order)}`.execute(site.t.database.db);
    dump[table] = rows;
  }
  return dump;
}

/** What the owner, a visitor and a share link see of the trips, tracks with every point. */
async function tripsSnapshot(site: OwnerClient, { publicTrip, unlisted, trashed, link, revoked }: TripSite) {
  const json = async (url: string) => (await call(site, 'GET', url)).json<unknown>();
  const visitor = (url: string) => site.t.request({ method: 'GET', url });
  const out: Record<string, unknown> = {
    list: await json('/api/trips'),
    trash: await json('/api/trips/trash'),
    visitorList: (await visitor('/api/trips')).json(),
    visitorTrip: (await visitor(`/api/trips/${publicTrip.id}`)).json(),
    shared: (await visitor(`/api/shared-trips/${link.token}`)).json(),
    sharedRoute: (await visitor(`/api/shared-trips/${link.token}/route`)).json(),
    revokedStatus: (await visitor(`/api/shared-trips/${revoked.token}`)).statusCode,
    links: await json(`/api/trips/${unlisted.id}/links`),
  };
  for (const trip of [publicTrip, unlisted]) {
    out[`trip ${trip.id}`] = await json(`/api/trips/${trip.id}`);
    out[`route ${trip.id}`] = await json(`/api/trips/${trip.id}/route?zoom=14`);
    out[`geojson ${trip.id}`] = (await call(site, 'GET', `/api/trips/${trip.id}/export?format=geojson`)).body;
  }
  for (const trip of [publicTrip, unlisted, trashed])
    out[`history ${trip.id}`] = await json(`/api/trips/${trip.id}/history`);
  return out;
}

const restore = (site: OwnerClient, body: Buffer) =>
  site.t.request({
    method: 'POST',
    url: '/api/archive/restore',
    cookie: site.cookie,
    headers: { 'content-type': 'application/zip' },
    payload: body,
  });

describe.each(MOVES)('the archive moves trips from $from to $to', ({ from, to }) => {
  it('restores every trip, stop, track point, share link, revision and trashed trip as it was', async () => {
    const source = await owner(from);
    const built = await buildTrips(source);
    const before = await tripsSnapshot(source, built);
    const rowsBefore = await dumpTrips(source);
    // What the site holds: the owner's two live trips, the trashed one, the link that opens.
    expect(before.list).toHaveLength(2);
    expect(before.trash).toMatchObject([{ id: built.trashed.id, title: 'Cancelled' }]);
    expect(before.shared).toMatchObject({ id: built.unlisted.id, title: 'Secret weekend' });
    expect(before.revokedStatus).toBe(410);
    expect((before[`trip ${built.publicTrip.id}`] as Trip).tracks).toMatchObject([
      { pointCount: 1500, dayIndex: 1 },
    ]);
    expect((before[`history ${built.publicTrip.id}`] as unknown[]).length).toBeGreaterThanOrEqual(4);
    expect(rowsBefore.trip_tracks).toHaveLength(1);

    const archive = (await call(source, 'GET', '/api/archive')).rawPayload;
    const target = await owner(to);
    const response = await restore(target, archive);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().restored).toMatchObject({
      trips: 3,
      'trip-places': 6,
      'trip-links': 2,
      'trip-tracks': 1,
      'trip-revisions': rowsBefore.trip_revisions!.length,
    });

    expect(await tripsSnapshot(target, built)).toEqual(before);
    expect(await dumpTrips(target)).toEqual(rowsBefore);

    // A trip, a link, a track and a revision made after the move take new ids.
    const trips = tripCalls(target.t, target.cookie);
    const next = await trips.made({ title: 'After the move' });
    expect(next.id).toBeGreaterThan(built.trashed.id);
    const link = await trips.link(next.id);
    expect(link.id).toBeGreaterThan(built.revoked.id);
    const [latest] = (await trips.history(next.id)).json<{ id: number }[]>();
    expect(latest!.id).toBeGreaterThan(
      Math.max(...rowsBefore.trip_revisions!.map((r) => (r as { id: number }).id)),
    );
    // The trashed trip comes back, with its history.
    expect((await trips.restore(built.trashed.id)).statusCode).toBe(200);
    expect((await trips.get(built.trashed.id)).json<Trip>()).toMatchObject({
      title: 'Cancelled',
      stopCount: 1,
    });
  });
});

describe.each(ENGINES)('a restore on $name', ({ name: engine }) => {
  it('refuses a site that has a trip (and no place), changing nothing', async () => {
    const source = await owner(engine);
    await buildTrips(source);
    const archive = (await call(source, 'GET', '/api/archive')).rawPayload;
    const target = await owner(engine);
    await tripCalls(target.t, target.cookie).made({ title: 'Already here' });
    const rows = await dumpTrips(target);
    const response = await restore(target, archive);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toMatch(/already has 1 trip .* only into an empty site/);
    expect(await dumpTrips(target)).toEqual(rows);
  });
});
