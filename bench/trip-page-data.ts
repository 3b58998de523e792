// The trip of bench/trip-page.ts, made through the API: 500 places, one public trip of 500 stops
// over 20 days, and a 50,000-point GPX track along them.
import { OWNER_PASSWORD } from '../tests/e2e/server';

export const STOPS = 500;
export const DAYS = 20;
export const TRACK_POINTS = 50_000;
/** About 100 m a step, in degrees: 50,000 points make a 5,000 km road trip. */
const STEP = 0.001;

/** A seeded generator (mulberry32): the same trip every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A GPS-like walk across Europe: the heading drifts, with jitter; [lon, lat] pairs. */
function walk(points: number): [number, number][] {
  const next = random(38);
  let [lon, lat, heading] = [-4, 40, 0.3];
  const line: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    heading += (next() - 0.5) * 0.2;
    lon += Math.cos(heading) * STEP + (next() - 0.5) * STEP * 0.2;
    lat = Math.max(36, Math.min(60, lat + Math.sin(heading) * STEP + (next() - 0.5) * STEP * 0.2));
    line.push([lon, lat]);
  }
  return line;
}

const gpx = (line: [number, number][]) =>
  `<?xml version="1.0"?><gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Road trip</name><trkseg>${line
    .map(([lon, lat]) => `<trkpt lat="${lat.toFixed(6)}" lon="${lon.toFixed(6)}"/>`)
    .join('')}</trkseg></trk></gpx>`;

/** Signs in as the owner; returns a fetch for the API with the session and the origin it checks. */
async function ownerFetch(origin: string) {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ password: OWNER_PASSWORD }),
  });
  if (login.status !== 204) throw new Error(`sign-in: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (path: string, body: string, type = 'application/json') => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { origin, cookie, 'content-type': type },
      body,
    });
    if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: number; path: string };
  };
}

/** The trip of the target, made through the API: its page's path. */
export async function createTrip(origin: string): Promise<string> {
  const post = await ownerFetch(origin);
  const line = walk(TRACK_POINTS);
  const placeIds: number[] = [];
  for (let i = 0; i < STOPS; i++) {
    const [longitude, latitude] = line[Math.floor((i / STOPS) * TRACK_POINTS)]!;
    const place = await post(
      '/api/locations',
      JSON.stringify({ name: `Stop ${i + 1}`, latitude, longitude, status: 'visited', type: 'city' }),
    );
    placeIds.push(place.id);
  }
  const perDay = STOPS / DAYS;
  const date = (day: number) => new Date(Date.UTC(2026, 3, 1 + day)).toISOString().slice(0, 10);
  const trip = await post(
    '/api/trips',
    JSON.stringify({
      title: 'Five hundred stops',
      summary: 'A benchmark’s road trip.',
      startDate: date(0),
      endDate: date(DAYS - 1),
      state: 'done',
      visibility: 'public',
      days: Array.from({ length: DAYS }, (_, day) => ({
        date: date(day),
        title: `Day ${day + 1}`,
        stops: placeIds
          .slice(day * perDay, (day + 1) * perDay)
          .map((placeId) => ({ placeId, note: '', modeToNext: 'car' })),
      })),
    }),
  );
  await post(`/api/trips/${trip.id}/tracks?name=Road%20trip`, gpx(line), 'application/gpx+xml');
  return trip.path;
}
