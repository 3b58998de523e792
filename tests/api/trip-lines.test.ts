import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TripLines } from '../../src/shared/api/trips';
import type { Stats } from '../../src/shared/stats';
import type { Location } from '../../src/shared/location';
import { legKm } from '../../src/server/trips/route-lines';
import { tripCalls } from '../helpers/trip-owner';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

/** A track that zigzags every point: nothing of it can be simplified away when zoomed in. */
const zigzagGpx = (points: number) =>
  `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Zigzag</name><trkseg>${Array.from(
    { length: points },
    (_, i) => `<trkpt lat="${(35 + (i % 2) * 0.002).toFixed(4)}" lon="${(135 + i * 0.0005).toFixed(4)}"/>`,
  ).join('')}</trkseg></trk></gpx>`;

const LIMIT_BYTES = 300 * 1024;

describe.each(ENGINES)('the home map’s trip lines and the trips’ statistics on $name', ({ name }) => {
  let t: TestApp;
  let cookie: string;
  let calls: ReturnType<typeof tripCalls>;

  /** A trip through these places, stop after stop, each leg by the mode given. */
  const trip = async (title: string, visibility: string, places: Location[], modes: (string | null)[] = []) =>
    calls.made({
      title,
      visibility,
      days: [
        {
          stops: places.map((place, i) => ({ placeId: place.id, modeToNext: modes[i] ?? null })),
        },
      ],
    });
  const lines = (query: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: `/api/trips/lines?${query}`, headers });

  beforeEach(async () => {
    t = await createTestApp(name);
    cookie = await t.login();
    calls = tripCalls(t, cookie);
  });
  afterEach(() => t.close());

  it('draws every public trip, naming it, and never an unlisted or private one', async () => {
    const [a, b, c] = [await calls.place(), await calls.place(), await calls.place()];
    const shown = await trip('Japan by rail', 'public', [a, b, c], ['train', 'flight']);
    await trip('Unlisted road trip', 'unlisted', [a, c], ['car']);
    await trip('Private walk', 'private', [b, c], ['walk']);

    for (const query of ['zoom=3', 'zoom=14', `zoom=10&bbox=-180,-85,180,85`]) {
      const response = await lines(query);
      expect(response.statusCode, response.body).toBe(200);
      const { features } = response.json<TripLines>();
      expect(new Set(features.map((f) => f.properties.title))).toEqual(new Set(['Japan by rail']));
      expect(features.map((f) => f.properties.mode)).toEqual(['train', 'flight']);
      for (const feature of features)
        expect(feature.properties).toMatchObject({ tripId: shown.id, path: shown.path });
    }
    // Even the owner's map shows the public trips only.
    const owners = await t.request({ method: 'GET', url: '/api/trips/lines?zoom=5', cookie });
    expect(owners.json<TripLines>().features.every((f) => f.properties.tripId === shown.id)).toBe(true);
  });

  it('leaves out the trips outside the view, and answers 304 until a trip changes', async () => {
    const near = await trip('Near', 'public', [await calls.place(), await calls.place()]);
    const far = await trip('Far', 'public', [
      await calls.place({ latitude: -33.9, longitude: 151.2 }),
      await calls.place({ latitude: -37.8, longitude: 144.9 }),
    ]);
    const inView = await lines('zoom=8&bbox=-110,30,-90,50');
    expect(inView.json<TripLines>().features.map((f) => f.properties.tripId)).toEqual([near.id]);

    const etag = inView.headers.etag as string;
    expect((await lines('zoom=8&bbox=-110,30,-90,50', { 'if-none-match': etag })).statusCode).toBe(304);
    await calls.patch(far.id, { visibility: 'private' });
    const world = await lines('zoom=8', { 'if-none-match': etag });
    expect(world.statusCode).toBe(200);
    expect(world.json<TripLines>().features.map((f) => f.properties.tripId)).toEqual([near.id]);
  });

  it('keeps a 60,000-point track under 300 KB gzip at every zoom', { timeout: 60_000 }, async () => {
    const made = await trip('Zigzag', 'public', [await calls.place(), await calls.place()]);
    const upload = await t.request({
      method: 'POST',
      url: `/api/trips/${made.id}/tracks`,
      cookie,
      payload: zigzagGpx(60_000),
      headers: { 'content-type': 'application/gpx+xml' },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    for (const zoom of [3, 6, 10, 14, 20]) {
      const response = await lines(`zoom=${zoom}`, { 'accept-encoding': 'gzip' });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.rawPayload.length).toBeLessThan(LIMIT_BYTES);
    }
    const unzipped = await lines('zoom=14');
    const points = unzipped.json<TripLines>().features.flatMap((f) => f.geometry.coordinates);
    expect(points.length).toBeGreaterThanOrEqual(2);
    expect(points.length).toBeLessThan(60_000);
  });

  it('refuses a zoom or a bbox that is not valid, naming it', async () => {
    for (const query of [
      '',
      'zoom=21',
      'zoom=-1',
      'zoom=abc',
      'zoom=3&bbox=1,2,3',
      'zoom=3&bbox=10,0,-10,5',
    ]) {
      const response = await lines(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('invalid_input');
    }
  });

  it('counts the public trips’ kilometres by mode in /stats, adding up, and the longest trip', async () => {
    const [tokyo, kyoto, osaka] = [
      await calls.place({ latitude: 35.68, longitude: 139.77 }),
      await calls.place({ latitude: 35.01, longitude: 135.77 }),
      await calls.place({ latitude: 34.69, longitude: 135.5 }),
    ];
    const paris = await calls.place({ latitude: 48.86, longitude: 2.35 });
    const japan = await trip(
      'Japan by rail',
      'public',
      [tokyo, kyoto, osaka, paris],
      ['train', 'train', 'flight'],
    );
    await trip('Hidden', 'private', [paris, tokyo], ['flight']);
    await trip('Short', 'public', [tokyo, kyoto], ['car']);

    const response = await t.request({ method: 'GET', url: '/api/stats' });
    const { trips } = response.json<Stats>();
    expect(trips.count).toBe(2);
    const at = (place: Location) => [place.longitude, place.latitude] as [number, number];
    const train = legKm(at(tokyo), at(kyoto)) + legKm(at(kyoto), at(osaka));
    const byMode = Object.fromEntries(trips.kilometresByMode.map(({ mode, km }) => [mode, km]));
    expect(byMode).toEqual({
      flight: Math.round(legKm(at(osaka), at(paris))),
      train: Math.round(train),
      car: Math.round(legKm(at(tokyo), at(kyoto))),
    });
    expect(trips.kilometresByMode.map(({ mode }) => mode)).toEqual(['flight', 'train', 'car']);
    expect(trips.totalKm).toBe(trips.kilometresByMode.reduce((sum, { km }) => sum + km, 0));
    expect(trips.longest).toMatchObject({ id: japan.id, title: 'Japan by rail', path: japan.path });
    expect(Math.abs(trips.longest!.km - trips.totalKm + byMode.car!)).toBeLessThanOrEqual(2);
  });
});
