import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Trip } from '../../src/shared/trips/trip-schema';
import { haversineMeters } from '../../src/shared/geo/haversine';
import { HIDDEN_STOP_RADIUS_M } from '../../src/server/trips/track-privacy';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { tripCalls, type TripCalls } from '../helpers/trip-owner';

// A recorded track passes through every stop of its day, the private ones too. What a visitor reads
// of it (the trip's route, its exports, a share link's, the home map's lines) is cut within 2 km of
// every stop the visitor does not see, so that no line leads to a private place. The owner's is whole.

const SECRET = { latitude: 35.05, longitude: 135.1 };

/**
 * From (35, 135) up to the secret stop and down to (35, 135.2), a point every 0.001°, zigzagging so
 * that no zoom simplifies it away.
 */
const vTrack = () => {
  const points = Array.from({ length: 201 }, (_, i) => {
    const longitude = 135 + i * 0.001;
    const latitude = 35 + 0.05 * (1 - Math.abs(i - 100) / 100) + (i % 2) * 0.002;
    return `<trkpt lat="${latitude.toFixed(5)}" lon="${longitude.toFixed(5)}"/>`;
  });
  return `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Over the pass</name><trkseg>${points.join('')}</trkseg></trk></gpx>`;
};

/** Every [longitude, latitude] pair of a JSON answer, and every lat/lon attribute of a GPX one. */
function positionsOf(body: string): [number, number][] {
  if (body.startsWith('<')) {
    return [...body.matchAll(/lat="([-\d.]+)" lon="([-\d.]+)"/g)].map((m) => [Number(m[2]), Number(m[1])]);
  }
  const found: [number, number][] = [];
  const walk = (value: unknown): void => {
    if (!Array.isArray(value)) {
      if (value && typeof value === 'object') Object.values(value).forEach(walk);
      return;
    }
    if (value.length === 2 && value.every((n) => typeof n === 'number'))
      found.push(value as [number, number]);
    else value.forEach(walk);
  };
  walk(JSON.parse(body));
  return found;
}

const nearSecret = (body: string) =>
  positionsOf(body).filter(
    ([lng, lat]) => haversineMeters(SECRET.latitude, SECRET.longitude, lat, lng) <= HIDDEN_STOP_RADIUS_M,
  ).length;

describe.each(ENGINES)('a track past a private stop on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let trips: TripCalls;
  let trip: Trip;

  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    trips = tripCalls(t, cookie);
    const from = await trips.place({ latitude: 35, longitude: 135 });
    const secret = await trips.place({ ...SECRET, isPrivate: true });
    const to = await trips.place({ latitude: 35, longitude: 135.2 });
    trip = await trips.made({
      title: 'Over the pass',
      visibility: 'public',
      days: [{ stops: [{ placeId: from.id }, { placeId: secret.id }, { placeId: to.id }] }],
    });
    const added = await t.request({
      method: 'POST',
      url: `/api/trips/${trip.id}/tracks?day=0`,
      cookie,
      payload: vTrack(),
      headers: { 'content-type': 'application/gpx+xml', 'x-file-name': 'pass.gpx' },
    });
    expect(added.statusCode, added.body).toBe(201);
  });
  afterEach(() => t.close());

  it('the owner sees the whole line; visitors see none of it near the private stop', async () => {
    const owners = await t.request({ method: 'GET', url: `/api/trips/${trip.id}/route?zoom=14`, cookie });
    expect(nearSecret(owners.body)).toBeGreaterThan(10);

    const link = await trips.link(trip.id);
    const urls = [
      `/api/trips/${trip.id}/route?zoom=14`,
      `/api/trips/${trip.id}/export?format=gpx`,
      `/api/trips/${trip.id}/export?format=geojson`,
      `/api/shared-trips/${link.token}/route?zoom=14`,
      `/api/shared-trips/${link.token}/export?format=gpx`,
      '/api/trips/lines?zoom=14',
    ];
    for (const url of urls) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(positionsOf(response.body).length, url).toBeGreaterThan(50);
      expect(nearSecret(response.body), url).toBe(0);
    }
  });
});
