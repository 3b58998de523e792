import { gzipSync } from 'node:zlib';
import type { TransportMode } from '#shared/trips/trip.ts';
import type { Trip } from '#shared/trips/trip-schema.ts';
import { boundsOf, tripLines, type Bbox, type LinesTrip } from '#server/trips/trip-lines.ts';
import type { Position } from '#server/trips/track-file.ts';

// The home map's trips layer (GET /api/trips/lines): gzip bytes for 200 generated trips at the
// zooms the home map uses, the whole world and a city-sized view. Run: npx tsx bench/trip-lines.ts

const TRIPS = 200;
const DAYS = 8;
const STOPS_PER_DAY = 3;
/** A recorded track per day: a random walk of this many points (a day's GPS at a point every ~10 s). */
const TRACK_POINTS = 3_000;
const ZOOMS = [3, 6, 10, 14];
const LIMIT_BYTES = 300 * 1024;

/** A seeded generator (mulberry32): the same trips every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(38);
const MODES: TransportMode[] = ['train', 'car', 'bus', 'walk', 'flight'];

function walk(from: Position, points: number): Position[] {
  const line: Position[] = [from];
  for (let i = 1; i < points; i++) {
    const [lon, lat] = line[i - 1]!;
    line.push([lon + (next() - 0.3) * 0.002, Math.max(-85, Math.min(85, lat + (next() - 0.5) * 0.002))]);
  }
  return line;
}

function generatedTrip(id: number): LinesTrip {
  const start: Position = [next() * 340 - 170, next() * 120 - 60];
  const tracks = Array.from({ length: DAYS }, (_, dayIndex) => ({
    id: id * 100 + dayIndex,
    dayIndex: dayIndex % 2 === 0 ? dayIndex : null,
    lines: [walk([start[0] + dayIndex * 0.5, start[1]], TRACK_POINTS)],
  })).filter((track) => track.dayIndex !== null);
  const days = Array.from({ length: DAYS }, (_, d) => ({
    stops: Array.from({ length: STOPS_PER_DAY }, (_, s) => ({
      place: {
        longitude: start[0] + d * 0.5 + s * 0.1,
        latitude: start[1] + (next() - 0.5) * (d === 3 ? 40 : 1),
      },
      modeToNext: MODES[(d + s) % MODES.length]!,
    })),
  })) as unknown as Trip['days'];
  const trip = { id, title: `Generated trip ${id}`, path: `/trips/${id}-generated-trip-${id}`, days };
  return { trip, tracks, bounds: boundsOf(trip, tracks) };
}

const trips = Array.from({ length: TRIPS }, (_, i) => generatedTrip(i + 1));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A view around the first trip's first stop, about as wide as a window (1,280 px) at `zoom`. */
function viewAt(zoom: number): Bbox {
  const { longitude, latitude } = trips[0]!.trip.days[0]!.stops[0]!.place;
  const span = (360 / 2 ** zoom) * 2.5;
  return [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2];
}

let over = false;
console.log(`${TRIPS} trips, ${DAYS} days, ${TRIPS * (DAYS / 2) * TRACK_POINTS} track points in all`);
for (const zoom of ZOOMS)
  for (const view of zoom >= 10 ? [undefined, viewAt(zoom)] : [undefined]) {
    const json = JSON.stringify(tripLines(trips, zoom, view));
    const gzip = gzipSync(json).length;
    const points = (json.match(/\],\[/g) ?? []).length;
    over ||= gzip > LIMIT_BYTES;
    console.log(
      `zoom ${String(zoom).padStart(2)} ${view ? 'view ' : 'world'}: ${kb(gzip).padStart(9)} gzip, ${kb(json.length).padStart(9)} JSON, ~${points} points`,
    );
  }
console.log(over ? `Over ${kb(LIMIT_BYTES)}: lower MAX_POINTS.` : `Every answer under ${kb(LIMIT_BYTES)}.`);
process.exitCode = over ? 1 : 0;
