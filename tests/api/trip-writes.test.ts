import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Location } from '../../src/shared/location';
import type { Trip, TripRevision } from '../../src/shared/trips/trip-schema';
import { dumpDatabase } from '../helpers/db-dump';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { oneDay, tripCalls, type TripCalls } from '../helpers/trip-owner';

// A trip's writes whole: a track added or removed is a new version of its trip (ETag, If-Match,
// history); an import makes its places, trip and tracks all or nothing; a place deleted for good
// leaves the trips that stopped there readable and writable.

const TRACK_GPX = `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Ridge walk</name><trkseg><trkpt lat="46.1" lon="7.1"/><trkpt lat="46.2" lon="7.2"/><trkpt lat="46.3" lon="7.25"/></trkseg></trk></gpx>`;

/** A GeoJSON trip of two stops (places this site does not have), a track, and the given day notes. */
const importFile = (dayNotes: string) =>
  JSON.stringify({
    type: 'FeatureCollection',
    name: 'Alpine loop',
    days: [{ date: '2025-07-01', title: 'Up', notes: dayNotes }],
    features: [
      {
        type: 'Feature',
        properties: { name: 'Hut Alpha', day: 0, position: 0 },
        geometry: { type: 'Point', coordinates: [7.11, 46.11] },
      },
      {
        type: 'Feature',
        properties: { name: 'Hut Beta', day: 0, position: 1 },
        geometry: { type: 'Point', coordinates: [7.31, 46.31] },
      },
      {
        type: 'Feature',
        properties: { name: 'Ridge', day: 0 },
        geometry: {
          type: 'LineString',
          coordinates: [
            [7.11, 46.11],
            [7.2, 46.2],
            [7.31, 46.31],
          ],
        },
      },
    ],
  });

describe.each(ENGINES)('trip writes on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let trips: TripCalls;
  let places: Location[];

  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    trips = tripCalls(t, cookie);
    places = [await trips.place(), await trips.place(), await trips.place()];
  });
  afterEach(() => t.close());

  const addTrack = (tripId: number) =>
    t.request({
      method: 'POST',
      url: `/api/trips/${tripId}/tracks`,
      cookie,
      payload: TRACK_GPX,
      headers: { 'content-type': 'application/gpx+xml', 'x-file-name': 'ridge.gpx' },
    });
  const removeTrack = (tripId: number, trackId: number) =>
    t.request({ method: 'DELETE', url: `/api/trips/${tripId}/tracks/${trackId}`, cookie });
  const latest = async (tripId: number) => (await trips.history(tripId)).json<TripRevision[]>()[0]!;

  it('a track added or removed is a new version of the trip, in its history and its If-Match', async () => {
    const trip = await trips.made({ title: 'Valais', days: oneDay(places[0]!.id) });
    expect(trip.version).toBe(1);

    const added = await addTrack(trip.id);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.headers.etag).toBe('"2"');
    const read = await trips.get(trip.id);
    expect(read.headers.etag).toBe('"2"');
    expect(read.json<Trip>()).toMatchObject({ version: 2, tracks: [{ name: 'Ridge walk', pointCount: 3 }] });
    expect(await latest(trip.id)).toMatchObject({
      action: 'update',
      fields: ['tracks'],
      version: 2,
      before: { tracks: [] },
      after: { tracks: [{ id: added.json<{ id: number }>().id, name: 'Ridge walk' }] },
    });

    // An edit made from the version before the track is a conflict, and changes nothing.
    const stale = await trips.patch(trip.id, { title: 'Stale' }, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current).toMatchObject({ version: 2, title: 'Valais' });

    const trackId = added.json<{ id: number }>().id;
    const removed = await removeTrack(trip.id, trackId);
    expect(removed.statusCode).toBe(204);
    expect(removed.headers.etag).toBe('"3"');
    expect((await trips.get(trip.id)).json<Trip>()).toMatchObject({ version: 3, tracks: [] });
    expect(await latest(trip.id)).toMatchObject({ fields: ['tracks'], version: 3, after: { tracks: [] } });

    // A track that is not there changes nothing: no version, no revision.
    expect((await removeTrack(trip.id, trackId)).statusCode).toBe(404);
    const history = (await trips.history(trip.id)).json<TripRevision[]>();
    expect(history.map((r) => r.version)).toEqual([3, 2, 1]);
    expect((await trips.get(trip.id)).json<Trip>().version).toBe(3);

    // Taking back the version that added the track sets no field (tracks are not kept in the history).
    const revert = await trips.revert(trip.id, history[1]!.id, 3);
    expect(revert.statusCode, revert.body).toBe(200);
    expect(revert.json<Trip>()).toMatchObject({ version: 3, title: 'Valais', tracks: [] });
  });

  it('no track is added to a trip in the trash', async () => {
    const trip = await trips.made({ title: 'Gone', days: oneDay(places[0]!.id) });
    expect((await trips.remove(trip.id)).statusCode).toBe(204);
    const before = await dumpDatabase(t.database);
    expect((await addTrack(trip.id)).statusCode).toBe(404);
    expect(await dumpDatabase(t.database)).toBe(before);
  });

  it('an import makes its places, trip and track in one go, or nothing at all', async () => {
    const send = (body: string) =>
      t.request({
        method: 'POST',
        url: '/api/trips/import',
        cookie,
        payload: body,
        headers: { 'content-type': 'application/geo+json', 'x-file-name': 'alpine.geojson' },
      });
    const placesBefore = (await t.request({ method: 'GET', url: '/api/locations', cookie })).json<
      unknown[]
    >();
    const before = await dumpDatabase(t.database);
    // Its places are read and made first; the trip is refused after them (a NUL in the day's notes).
    const refused = await send(importFile('Start early\u0000'));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(await dumpDatabase(t.database)).toBe(before);
    expect((await t.request({ method: 'GET', url: '/api/locations', cookie })).json()).toEqual(placesBefore);
    expect((await trips.list()).json()).toEqual([]);

    const made = await send(importFile('Start early'));
    expect(made.statusCode, made.body).toBe(201);
    const trip = made.json<Trip>();
    expect(trip).toMatchObject({
      title: 'Alpine loop',
      version: 1,
      stopCount: 2,
      tracks: [{ pointCount: 3 }],
    });
    expect(trip.days[0]!.stops.map((stop) => stop.place.name)).toEqual(['Hut Alpha', 'Hut Beta']);
    expect(
      (await t.request({ method: 'GET', url: '/api/locations', cookie })).json<unknown[]>(),
    ).toHaveLength(placesBefore.length + 2);
  });

  it.each(['one place deleted for good', 'the trash emptied'])(
    'a stop disappears with %s, and the trip still reads and saves',
    async (how) => {
      const [kept, purged] = places as [Location, Location];
      let trip = await trips.made({
        title: 'Two stops',
        visibility: 'public',
        days: oneDay(kept.id, purged.id),
      });
      const link = await trips.link(trip.id);
      expect(
        (await t.request({ method: 'DELETE', url: `/api/locations/${purged.id}`, cookie })).statusCode,
      ).toBe(204);
      const url = how === 'the trash emptied' ? '/api/trash' : `/api/trash/${purged.id}`;
      expect((await t.request({ method: 'DELETE', url, cookie })).statusCode).toBe(204);

      const stopsOf = (read: Trip) => read.days.flatMap((day) => day.stops.map((stop) => stop.place.id));
      for (const read of [
        await trips.get(trip.id),
        await trips.get(trip.id, false),
        await trips.shared(link.token),
      ]) {
        expect(read.statusCode, read.body).toBe(200);
        expect(stopsOf(read.json<Trip>())).toEqual([kept.id]);
        expect(read.json<Trip>().stopCount).toBe(1);
      }
      expect((await trips.ofPlace(purged.id)).statusCode).toBe(404);
      expect((await trips.ofPlace(kept.id)).json()).toMatchObject([{ id: trip.id }]);
      expect(
        (await t.request({ method: 'GET', url: `/api/trips/${trip.id}/export?format=gpx`, cookie }))
          .statusCode,
      ).toBe(200);

      // A field saved alone, then the days as the owner reads them, then a stop added.
      trip = (await trips.get(trip.id)).json<Trip>();
      const renamed = await trips.patch(trip.id, { title: 'One stop left' }, trip.version);
      expect(renamed.statusCode, renamed.body).toBe(200);
      const days = renamed
        .json<Trip>()
        .days.map((day) => ({ stops: day.stops.map((stop) => ({ placeId: stop.place.id })) }));
      days[0]!.stops.push({ placeId: places[2]!.id });
      const saved = await trips.patch(trip.id, { days }, renamed.json<Trip>().version);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(stopsOf(saved.json<Trip>())).toEqual([kept.id, places[2]!.id]);
    },
  );
});
