import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Trip, TripRoute, TripTrack } from '../../src/shared/trips/trip-schema';
import { sampleTrip } from '../fixtures/trips/sample-trip';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

const gpxOf = (body: string) =>
  `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">${body}</gpx>`;
const trackGpx = (points: number) =>
  gpxOf(
    `<trk><name>Shinkansen</name><trkseg>${Array.from(
      { length: points },
      (_, i) => `<trkpt lat="${35.68 - (i / points) * 0.7}" lon="${139.77 - (i / points) * 4}"/>`,
    ).join('')}</trkseg></trk>`,
  );
const FILE_HEADERS = { 'content-type': 'application/gpx+xml', 'x-file-name': 'shinkansen.gpx' };

describe.each(ENGINES)('trip files on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let trip: Trip;

  const owner = async <T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => {
    const response = await t.request({
      method,
      url,
      cookie,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  };
  const upload = (url: string, payload: string | Buffer, headers: Record<string, string> = FILE_HEADERS) =>
    t.request({ method: 'POST', url, cookie, payload, headers });

  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    const placeIds: number[] = [];
    for (const stop of sampleTrip.days.flatMap((day) => day.stops)) {
      const { name, latitude, longitude } = stop.place;
      placeIds.push(
        (
          await owner<{ id: number }>('POST', '/api/locations', {
            name,
            latitude,
            longitude,
            type: 'city',
            status: 'visited',
          })
        ).id,
      );
    }
    let next = 0;
    trip = await owner<Trip>('POST', '/api/trips', {
      title: sampleTrip.title,
      summary: sampleTrip.summary,
      visibility: 'public',
      days: sampleTrip.days.map(({ date, title, notes, stops }) => ({
        date,
        title,
        notes,
        stops: stops.map(({ note, arriveAt, leaveAt, modeToNext }) => ({
          placeId: placeIds[next++],
          note,
          arriveAt,
          leaveAt,
          modeToNext,
        })),
      })),
    });
  });
  afterEach(() => t.close());

  it('adds a GPX track to a day and draws it, legs elsewhere, flights as arcs', async () => {
    const added = await upload(`/api/trips/${trip.id}/tracks?day=0`, trackGpx(500));
    expect(added.statusCode, added.body).toBe(201);
    const track = added.json<TripTrack>();
    expect(track).toMatchObject({ name: 'Shinkansen', dayIndex: 0, pointCount: 500 });
    expect(track.distanceKm).toBeGreaterThan(300);

    const route = await t.request({ method: 'GET', url: `/api/trips/${trip.id}/route?zoom=6` });
    expect(route.statusCode).toBe(200);
    const features = route.json<TripRoute>().features;
    const drawn = features.find((f) => f.properties.kind === 'track')!;
    expect(drawn.properties).toMatchObject({ trackId: track.id, dayIndex: 0 });
    expect(drawn.geometry.coordinates.length).toBeLessThan(500);
    const legs = features.filter((f) => f.properties.kind === 'leg');
    expect(legs.map((f) => f.properties.mode)).toEqual(['flight']);
    expect(legs[0]!.geometry.coordinates.length).toBeGreaterThan(2);

    const again = await t.request({
      method: 'GET',
      url: `/api/trips/${trip.id}/route?zoom=6`,
      headers: { 'if-none-match': route.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    const withTrack = await owner<Trip>('GET', `/api/trips/${trip.id}`);
    expect(withTrack.tracks.map((t) => t.id)).toEqual([track.id]);
    expect(withTrack.distanceKm).toBeGreaterThan(track.distanceKm);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/trips/${trip.id}/tracks/${track.id}`,
      cookie,
    });
    expect(removed.statusCode).toBe(204);
    expect((await owner<Trip>('GET', `/api/trips/${trip.id}`)).tracks).toEqual([]);
  });

  it('refuses more than 200,000 points, naming the limit, and an XML bomb; nothing is stored', async () => {
    const tooMany = await upload(`/api/trips/${trip.id}/tracks`, trackGpx(200_001));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json<{ error: { message: string } }>().error.message).toContain('at most 200,000');
    const bomb = `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><gpx>&b;</gpx>`;
    const refused = await upload(`/api/trips/${trip.id}/tracks`, bomb);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('entities'),
    });
    const noLine = await upload(`/api/trips/${trip.id}/tracks`, gpxOf('<wpt lat="1" lon="2"/>'));
    expect(noLine.statusCode).toBe(400);
    expect((await owner<Trip>('GET', `/api/trips/${trip.id}`)).tracks).toEqual([]);
  });

  it('downloads each export format with its type, a slug file name and the trip in it', async () => {
    await upload(`/api/trips/${trip.id}/tracks?day=0`, trackGpx(50));
    const expectations = {
      gpx: ['application/gpx+xml', '<name>Tokyo Station</name>'],
      kml: ['application/vnd.google-earth.kml+xml', '<Folder>'],
      geojson: ['application/geo+json', '"modeToNext": "train"'],
      csv: ['text/csv', 'Fushimi Inari-taisha'],
      ics: ['text/calendar', 'DTSTART;VALUE=DATE:20240501'],
    } as const;
    for (const [format, [type, content]] of Object.entries(expectations)) {
      // A visitor downloads a public trip.
      const response = await t.request({
        method: 'GET',
        url: `/api/trips/${trip.id}/export?format=${format}`,
      });
      expect(response.statusCode, format).toBe(200);
      expect(response.headers['content-type']).toContain(type);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${trip.slug}.${format}"`);
      expect(response.body).toContain(content);
    }
    const bad = await t.request({ method: 'GET', url: `/api/trips/${trip.id}/export?format=pdf` });
    expect(bad.statusCode).toBe(400);
  });

  it.each(['gpx', 'kml', 'geojson'] as const)('a %s export imports back as an equal trip', async (format) => {
    await upload(`/api/trips/${trip.id}/tracks?day=0`, trackGpx(50));
    const original = await owner<Trip>('GET', `/api/trips/${trip.id}`);
    const file = await t.request({
      method: 'GET',
      url: `/api/trips/${trip.id}/export?format=${format}`,
      cookie,
    });
    const imported = await upload('/api/trips/import', file.rawPayload, {
      'content-type': file.headers['content-type'] as string,
      'x-file-name': `${trip.slug}.${format}`,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const back = imported.json<Trip>();
    const carried = (t: Trip) => ({
      title: t.title,
      summary: t.summary,
      days: t.days.map((day) => ({
        ...day,
        // The places of the stops are the same places (same name within 50 m): none is made twice.
        stops: day.stops.map(({ place, ...stop }) => ({
          ...stop,
          name: place.name,
          lat: place.latitude,
          lng: place.longitude,
        })),
      })),
      tracks: t.tracks.map(({ name, dayIndex, pointCount, distanceKm }) => ({
        name,
        dayIndex,
        pointCount,
        distanceKm,
      })),
      distanceKm: t.distanceKm,
    });
    expect(carried(back)).toEqual(carried(original));
    expect(back.id).not.toBe(original.id);
  });

  it('imports a Polarsteps trip.json as a trip with its steps in order', async () => {
    const response = await upload('/api/trips/import', readFileSync('tests/fixtures/trips/trip.json'), {
      'content-type': 'application/json',
      'x-file-name': 'trip.json',
    });
    expect(response.statusCode, response.body).toBe(201);
    const imported = response.json<Trip>();
    expect(imported.title).toBe('Patagonia overland');
    expect(imported.days.map((day) => day.stops.map((stop) => stop.place.name))).toEqual([
      ['Santiago', 'Cerro San Cristóbal'],
      ['Puerto Varas'],
      ['Torres del Paine'],
      ['Ushuaia'],
    ]);
    expect(imported.startDate).toBe('2023-11-08');
    expect(imported.visibility).toBe('private');
  });

  it('an import sent twice with one Idempotency-Key makes one trip', async () => {
    const headers = {
      'content-type': 'application/json',
      'x-file-name': 'trip.json',
      'idempotency-key': 'polarsteps-1',
    };
    const payload = readFileSync('tests/fixtures/trips/trip.json');
    const first = await upload('/api/trips/import', payload, headers);
    const second = await upload('/api/trips/import', payload, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<Trip>().id).toBe(first.json<Trip>().id);
    const trips = await owner<{ title: string }[]>('GET', '/api/trips');
    expect(trips.filter((card) => card.title === 'Patagonia overland')).toHaveLength(1);
  });

  it('a shared export and route work through the link, and answer 410 once it is revoked', async () => {
    const link = await owner<{ id: number; token: string }>('POST', `/api/trips/${trip.id}/links`, {
      name: 'Friends',
    });
    const url = `/api/shared-trips/${link.token}/export?format=gpx`;
    const first = await t.request({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toContain('.gpx');
    expect(
      (await t.request({ method: 'GET', url: `/api/shared-trips/${link.token}/route` })).statusCode,
    ).toBe(200);
    await owner('DELETE', `/api/trips/${trip.id}/links/${link.id}`);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(410);
    expect(
      (await t.request({ method: 'GET', url: `/api/shared-trips/${link.token}/route` })).statusCode,
    ).toBe(410);
  });

  it('a visitor gets no route nor export of a private trip', async () => {
    const hidden = await owner<Trip>('POST', '/api/trips', { title: 'Secret', visibility: 'private' });
    for (const url of [`/api/trips/${hidden.id}/route`, `/api/trips/${hidden.id}/export?format=gpx`])
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
  });
});
