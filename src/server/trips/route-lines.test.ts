import { describe, expect, it } from 'vitest';
import { sampleTrip } from '../../../tests/fixtures/trips/sample-trip';
import {
  greatCircle,
  kilometresByMode,
  simplifyLine,
  trackDistanceKm,
  tripDistanceKm,
  tripRoute,
} from './route-lines';
import type { Line } from './track-file';

/** A wiggly line of n points along the equator: detail far under a pixel at low zooms. */
const wiggle = (n: number): Line => Array.from({ length: n }, (_, i) => [i / 1000, Math.sin(i) / 10_000]);

describe('route lines', () => {
  it('simplifies a track more at low zooms, keeping its ends', () => {
    const line = wiggle(5000);
    const at3 = simplifyLine(line, 3);
    const at14 = simplifyLine(line, 14);
    expect(at3.length).toBeLessThan(at14.length);
    expect(at3[0]).toEqual([0, 0]);
    expect(at3.at(-1)![0]).toBeCloseTo(4.999, 2);
  });

  it('draws legs where no track is, flights as great-circle arcs, in day order', () => {
    const route = tripRoute(sampleTrip, [{ id: 9, dayIndex: 0, lines: [wiggle(10)] }], 6);
    const legs = route.features.filter((f) => f.properties.kind === 'leg');
    // Day 0 has a track: its leg and the leg into day 2 (leaving day 0) are the track's.
    expect(legs.map((f) => [f.properties.dayIndex, f.properties.mode])).toEqual([[2, 'flight']]);
    const arc = legs[0]!.geometry.coordinates;
    expect(arc.length).toBeGreaterThan(8);
    // Kyoto to Honolulu goes east over the Pacific: longitudes keep growing past 180.
    expect(arc.at(-1)![0]).toBeCloseTo(-157.858333 + 360, 3);
    const tracks = route.features.filter((f) => f.properties.kind === 'track');
    expect(tracks.map((f) => f.properties.trackId)).toEqual([9]);
  });

  it('a great circle bends poleward of the straight line', () => {
    const arc = greatCircle([-74, 40.7], [2.35, 48.85]);
    expect(Math.max(...arc.map(([, lat]) => lat))).toBeGreaterThan(51);
  });

  it('measures tracks where there are, stop to stop elsewhere', () => {
    const equator: Line = [
      [0, 0],
      [1, 0],
    ];
    expect(trackDistanceKm([equator])).toBeCloseTo(111.19, 1);
    const legsOnly = tripDistanceKm(sampleTrip, []);
    // Tokyo–Kyoto ~364 km, Kyoto–Fushimi ~2 km, Fushimi–Honolulu ~6,570 km.
    expect(legsOnly).toBeGreaterThan(6800);
    expect(legsOnly).toBeLessThan(7100);
    const byMode = kilometresByMode(sampleTrip, []);
    expect(byMode.train).toBeGreaterThan(360);
    expect(byMode.flight).toBeGreaterThan(6500);
    expect(tripDistanceKm(sampleTrip, [{ id: 1, dayIndex: null, lines: [equator] }])).toBeCloseTo(111.19, 1);
  });
});
