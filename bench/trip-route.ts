// npx tsx bench/trip-route.ts — what the home map's "Trips" layer costs and how fast a long track is
// simplified. Generates 200 trips (each a GPS track of 10,000 points, a point every ~30 m, and 12
// stops with legs between them, one a flight), draws every trip's route at zooms 3, 6 and 10 as
// GET /api/trips/:id/route answers it, and prints the gzip size of all 200 together; then the time
// to draw one trip with a 50,000-point track. Figures printed, nothing asserted (the budget
// is 300 KB compressed for 200 trips).
//
//   TRIP_BENCH_TRIPS=200 (default)   TRIP_BENCH_POINTS=10000 (default: points per trip's track)
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import type { Trip } from '../src/shared/trips/trip-schema';
import { tripRoute, type RouteTrack } from '../src/server/trips/route-lines';
import type { Line, Position } from '../src/server/trips/track-file';

const TRIPS = Number(process.env.TRIP_BENCH_TRIPS ?? 200);
const POINTS = Number(process.env.TRIP_BENCH_POINTS ?? 10_000);
const LONG_TRACK = 50_000;
const STOPS = 12;
/** About 30 m a step, in degrees. */
const STEP = 0.0003;

/** A seeded generator, so every run draws the same trips. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** A GPS-like walk: heading drifts slowly, with jitter, from a start somewhere on land-ish latitudes. */
function track(points: number, next: () => number): Line {
  let [lon, lat] = [next() * 300 - 150, next() * 100 - 45];
  let heading = next() * Math.PI * 2;
  const line: Position[] = [];
  for (let i = 0; i < points; i++) {
    heading += (next() - 0.5) * 0.3;
    lon += Math.cos(heading) * STEP + (next() - 0.5) * STEP * 0.2;
    lat += Math.sin(heading) * STEP + (next() - 0.5) * STEP * 0.2;
    line.push([lon, lat]);
  }
  return line;
}

function tripOf(line: Line, next: () => number): Trip {
  const stops = Array.from({ length: STOPS }, (_, i) => {
    const [longitude, latitude] =
      i === STOPS - 1
        ? [next() * 300 - 150, next() * 100 - 45]
        : line[Math.floor((i / STOPS) * line.length)]!;
    return {
      placeId: i + 1,
      note: '',
      arriveAt: null,
      leaveAt: null,
      modeToNext: i === STOPS - 2 ? ('flight' as const) : ('car' as const),
      place: {
        id: i + 1,
        name: `Stop ${i}`,
        latitude,
        longitude,
        country: '',
        state: null,
        type: 'city',
        status: 'visited',
        photo: null,
        path: '',
        isPrivate: false,
      },
    };
  });
  // Day 0 has the track; the other days' legs are drawn stop to stop.
  const days = [stops.slice(0, 4), stops.slice(4, 8), stops.slice(8)].map((s) => ({
    date: null,
    title: '',
    notes: '',
    stops: s,
  }));
  return { days } as unknown as Trip;
}

const next = random(38);
const trips = Array.from({ length: TRIPS }, (_, i) => {
  const line = track(POINTS, next);
  return {
    trip: tripOf(line, next),
    tracks: [{ id: i + 1, dayIndex: 0, lines: [line] }] satisfies RouteTrack[],
  };
});

console.log(`${TRIPS} trips, ${POINTS.toLocaleString('en-US')} track points each, ${STOPS} stops each`);
for (const zoom of [3, 6, 10]) {
  const started = performance.now();
  const routes = trips.map(({ trip, tracks }) => tripRoute(trip, tracks, zoom));
  const ms = performance.now() - started;
  const json = JSON.stringify(routes);
  const points = routes.reduce(
    (sum, r) => sum + r.features.reduce((s, f) => s + f.geometry.coordinates.length, 0),
    0,
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `zoom ${String(zoom).padStart(2)}: ${points.toLocaleString('en-US')} points, ${kb(json.length)} JSON, ${kb(gzipSync(json).length)} gzip, drawn in ${ms.toFixed(0)} ms`,
  );
}

const long = track(LONG_TRACK, next);
const longTrip = tripOf(long, next);
for (const zoom of [3, 10, 16]) {
  const runs = 5;
  const started = performance.now();
  let drawn = 0;
  for (let i = 0; i < runs; i++)
    drawn = tripRoute(longTrip, [{ id: 1, dayIndex: 0, lines: [long] }], zoom).features[0]!.geometry
      .coordinates.length;
  const ms = (performance.now() - started) / runs;
  console.log(
    `one ${LONG_TRACK.toLocaleString('en-US')}-point track at zoom ${zoom}: ${ms.toFixed(1)} ms, ${drawn.toLocaleString('en-US')} points drawn`,
  );
}
