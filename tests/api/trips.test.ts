import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Location } from '../../src/shared/location';
import type { Trip, TripCard, TripRevision } from '../../src/shared/trips/trip-schema';
import { deleteTrack, insertTrack, readTrackLines } from '../../src/server/db/trips-tracks';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { oneDay, tripCalls, type TripCalls } from '../helpers/trip-owner';

// Issue 38: trips on the server. The owner makes, edits, reorders, trashes and restores trips, with
// versions (If-Match), Idempotency-Key, history and reverts, as places have them.

describe.each(ENGINES)('trips on $name', ({ name: engine }) => {
  let t: TestApp;
  let trips: TripCalls;
  let places: Location[];
  beforeEach(async () => {
    t = await createTestApp(engine);
    trips = tripCalls(t, await t.login());
    places = [];
    for (const country of ['Japan', 'Japan', 'South Korea']) places.push(await trips.place({ country }));
  });
  afterEach(() => t.close());

  const ids = () => places.map((place) => place.id);
  const stopIds = (trip: Trip) => trip.days.map((day) => day.stops.map((stop) => stop.placeId));

  it('makes a trip from a selection of places, with its figures, and reads it back', async () => {
    const response = await trips.create({
      title: 'Japan by Rail!',
      visibility: 'public',
      days: oneDay(...ids()),
    });
    expect(response.statusCode).toBe(201);
    const trip = response.json<Trip>();
    expect(response.headers.etag).toBe('"1"');
    expect(trip).toMatchObject({
      slug: 'japan-by-rail',
      path: `/trips/${trip.id}-japan-by-rail`,
      state: 'planned',
      version: 1,
      dayCount: 1,
      stopCount: 3,
      countries: ['Japan', 'South Korea'],
    });
    expect(trip.distanceKm).toBeGreaterThan(20);
    expect(trip.days[0]!.stops[0]).toMatchObject({
      placeId: places[0]!.id,
      note: '',
      modeToNext: null,
      place: { id: places[0]!.id, name: places[0]!.name, path: expect.stringMatching(/^\/places\//) },
    });
    expect((await trips.get(trip.id)).json()).toEqual(trip);
    const cards = (await trips.list()).json<TripCard[]>();
    expect(cards.map((card) => card.id)).toEqual([trip.id]);
  });

  it("answers a visitor's unchanged list with 304, and never lets the owner's answers be stored", async () => {
    await trips.made({ title: 'Seen', visibility: 'public', days: oneDay(...ids()) });
    const first = await trips.list(false);
    expect(first.headers.vary).toBe('Cookie');
    const again = await t.request({
      method: 'GET',
      url: '/api/trips',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await trips.made({ title: 'Hidden', visibility: 'private' });
    expect((await trips.list(false)).headers.etag).toBe(first.headers.etag);
    expect((await trips.list()).headers['cache-control']).toBe('private, no-store');
  });

  it('reorders stops and moves them between days with PATCH days', async () => {
    const [a, b, c] = ids();
    const trip = await trips.made({ title: 'Loop', days: oneDay(a!, b!, c!) });
    const days = [
      { title: 'Day one', stops: [{ placeId: c, note: 'Start here', modeToNext: 'train' }, { placeId: a }] },
      { date: '2025-05-02', stops: [{ placeId: b, arriveAt: '09:30' }] },
    ];
    const patched = await trips.patch(trip.id, { days }, trip.version);
    expect(patched.statusCode).toBe(200);
    const after = patched.json<Trip>();
    expect(stopIds(after)).toEqual([[c, a], [b]]);
    expect(after.days[0]!.stops[0]).toMatchObject({ note: 'Start here', modeToNext: 'train' });
    expect(after.days[1]).toMatchObject({ date: '2025-05-02', stops: [{ arriveAt: '09:30' }] });
    expect(after).toMatchObject({ version: 2, dayCount: 2 });
    expect(stopIds((await trips.get(trip.id)).json<Trip>())).toEqual([[c, a], [b]]);
  });

  it('answers a stale If-Match with 409 and the current trip, and changes nothing', async () => {
    const trip = await trips.made({ title: 'Stale', days: oneDay(...ids()) });
    const current = (await trips.patch(trip.id, { title: 'Renamed' }, 1)).json<Trip>();
    const stale = await trips.patch(trip.id, { title: 'Overwritten' }, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: expect.objectContaining({ code: 'conflict', current }) });
    expect((await trips.remove(trip.id, 1)).statusCode).toBe(409);
    expect((await trips.get(trip.id)).json<Trip>()).toMatchObject({ title: 'Renamed', version: 2 });
  });

  it('lets one of two edits made from the same version through, and answers the other 409', async () => {
    const trip = await trips.made({ title: 'Raced', days: oneDay(...ids()) });
    const answers = await Promise.all([
      trips.patch(trip.id, { title: 'From the laptop' }, 1),
      trips.patch(trip.id, { title: 'From the phone' }, 1),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const kept = answers.find((r) => r.statusCode === 200)!.json<Trip>();
    expect((await trips.get(trip.id)).json<Trip>()).toMatchObject({ title: kept.title, version: 2 });
  });

  it('makes one trip for two POSTs with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'trip-create-1' };
    const body = { title: 'Once', days: oneDay(...ids()) };
    const [first, second] = [await trips.create(body, headers), await trips.create(body, headers)];
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await trips.list()).json<TripCard[]>()).toHaveLength(1);
  });

  it('refuses a stop at a missing place, naming the field, and stores nothing', async () => {
    const response = await trips.create({
      title: 'Nowhere',
      days: [{ stops: [{ placeId: ids()[0] }, { placeId: 99_999 }] }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'invalid_input',
      fields: { 'days.0.stops.1.placeId': 'No place has the id 99999' },
    });
    expect((await trips.list()).json()).toEqual([]);
  });

  it('holds at most 2,000 stops', async () => {
    const stops = Array.from({ length: 2001 }, () => ({ placeId: ids()[0] }));
    const response = await trips.create({ title: 'Too long', days: [{ stops }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ days: 'A trip has at most 2,000 stops' });
    const fits = await trips.create({ title: 'Long', days: [{ stops: stops.slice(1) }] });
    expect(fits.statusCode).toBe(201);
    expect(fits.json<Trip>().stopCount).toBe(2000);
  });

  it('keeps every change in the history, and takes back an earlier version as a change of its own', async () => {
    const [a, b, c] = ids();
    const trip = await trips.made({ title: 'First', days: oneDay(a!, b!) });
    await trips.patch(trip.id, { title: 'Second', days: oneDay(c!, a!) });
    const history = (await trips.history(trip.id)).json<TripRevision[]>();
    expect(history.map((r) => [r.action, r.version])).toEqual([
      ['update', 2],
      ['create', 1],
    ]);
    expect(history[0]).toMatchObject({
      fields: ['title', 'days'],
      before: { title: 'First' },
      after: { title: 'Second' },
    });

    const reverted = await trips.revert(trip.id, history[1]!.id, 2);
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json<Trip>()).toMatchObject({ title: 'First', version: 3 });
    expect(stopIds(reverted.json<Trip>())).toEqual([[a, b]]);
    expect((await trips.history(trip.id)).json<TripRevision[]>()[0]).toMatchObject({
      action: 'revert',
      version: 3,
    });
    expect((await trips.revert(trip.id, history[1]!.id, 2)).statusCode).toBe(409);
  });

  it('moves a trip to the trash and back, with its history', async () => {
    const trip = await trips.made({ title: 'Binned', visibility: 'public', days: oneDay(...ids()) });
    expect((await trips.remove(trip.id, 1)).statusCode).toBe(204);
    expect((await trips.get(trip.id)).statusCode).toBe(404);
    expect((await trips.list()).json()).toEqual([]);
    expect((await trips.ofPlace(ids()[0]!)).json()).toEqual([]);
    const trash = (await trips.trash()).json<(TripCard & { deletedAt: string })[]>();
    expect(trash).toEqual([expect.objectContaining({ id: trip.id, deletedAt: expect.any(String) })]);
    expect((await trips.remove(trip.id)).statusCode).toBe(404);

    const restored = await trips.restore(trip.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Trip>()).toMatchObject({ id: trip.id, version: 3, stopCount: 3 });
    expect((await trips.trash()).json()).toEqual([]);
    const actions = (await trips.history(trip.id)).json<TripRevision[]>().map((r) => r.action);
    expect(actions).toEqual(['restore', 'delete', 'create']);
    expect((await trips.restore(2_000_000)).statusCode).toBe(404);
  });

  it('lists the trips a place is in, newest first', async () => {
    const [a, b, c] = ids();
    const first = await trips.made({ title: 'One', days: oneDay(a!, b!) });
    const second = await trips.made({ title: 'Two', days: [{ stops: [] }, { stops: [{ placeId: a }] }] });
    await trips.made({ title: 'Three', days: oneDay(c!) });
    expect((await trips.ofPlace(a!)).json<TripCard[]>().map((card) => card.id)).toEqual([
      second.id,
      first.id,
    ]);
    await trips.patch(second.id, { days: oneDay(c!) });
    expect((await trips.ofPlace(a!)).json<TripCard[]>().map((card) => card.id)).toEqual([first.id]);
    expect((await trips.ofPlace(99_999)).statusCode).toBe(404);
  });

  it('leaves out a stop at a place in the trash until the place comes back', async () => {
    const [a, b] = ids();
    const trip = await trips.made({ title: 'Gap', days: oneDay(a!, b!) });
    await t.request({ method: 'DELETE', url: `/api/locations/${b}`, cookie: await t.login() });
    expect(stopIds((await trips.get(trip.id)).json<Trip>())).toEqual([[a]]);
    expect((await trips.get(trip.id)).json<Trip>().stopCount).toBe(1);
    await t.request({ method: 'POST', url: `/api/locations/${b}/restore`, cookie: await t.login() });
    expect(stopIds((await trips.get(trip.id)).json<Trip>())).toEqual([[a, b]]);
  });

  it('refuses an end before the start, also when only one date is sent', async () => {
    const trip = await trips.made({ title: 'Dated', startDate: '2025-05-01', endDate: '2025-05-03' });
    const response = await trips.patch(trip.id, { endDate: '2025-04-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ endDate: 'The trip cannot end before it starts' });
    expect((await trips.get(trip.id)).json<Trip>().version).toBe(1);
  });

  it('keeps a track whole, shows it with the trip, and counts its length for its day', async () => {
    const [a, b, c] = ids();
    const trip = await trips.made({
      title: 'Tracked',
      days: [{ stops: [{ placeId: a }, { placeId: b }] }, { stops: [{ placeId: c }] }],
    });
    const lines: [number, number][][] = [
      [
        [139.6917, 35.6895],
        [139.70001234567, 35.7],
      ],
      [[135.5, 34.7]],
    ];
    const db = t.database.db;
    const track = await insertTrack(db, trip.id, {
      dayIndex: 0,
      name: 'Day one',
      lines,
      pointCount: 3,
      distanceKm: 500,
    });
    expect(await readTrackLines(db, trip.id)).toEqual([
      {
        id: track.id,
        dayIndex: 0,
        name: 'Day one',
        lines: [
          [
            [139.6917, 35.6895],
            [139.7000123, 35.7],
          ],
          [[135.5, 34.7]],
        ],
      },
    ]);
    const read = (await trips.get(trip.id)).json<Trip>();
    expect(read.tracks).toEqual([track]);
    // Day one's leg (a to b, and on to c) is the track's; nothing else is left to count.
    expect(read.distanceKm).toBe(500);
    expect(await deleteTrack(db, trip.id, track.id)).toBe(true);
    expect(await deleteTrack(db, trip.id, track.id)).toBe(false);
    expect((await trips.get(trip.id)).json<Trip>().distanceKm).toBe(trip.distanceKm);
  });
});
