import { describe, expect, it } from 'vitest';
import { haversineMeters } from '#shared/geo/haversine.ts';
import { cutAroundHidden, HIDDEN_STOP_RADIUS_M } from './track-privacy';

/** A line due east along the equator, one point every 500 m or so, from 0° to 0.2°. */
const road: [number, number][] = Array.from({ length: 45 }, (_, i) => [i * 0.0045, 0]);

describe('cutAroundHidden', () => {
  it('leaves the lines whole when every stop is seen', () => {
    expect(cutAroundHidden([road], [])).toEqual([road]);
  });

  it('takes out every point within the radius of a hidden stop and splits the line there', () => {
    const hidden = { latitude: 0, longitude: 0.1 };
    const cut = cutAroundHidden([road], [hidden]);
    expect(cut).toHaveLength(2);
    const kept = cut.flat();
    for (const [lng, lat] of kept)
      expect(haversineMeters(hidden.latitude, hidden.longitude, lat, lng)).toBeGreaterThan(
        HIDDEN_STOP_RADIUS_M,
      );
    const dropped = road.filter(
      ([lng, lat]) => haversineMeters(hidden.latitude, hidden.longitude, lat, lng) <= HIDDEN_STOP_RADIUS_M,
    );
    expect(kept.length + dropped.length).toBe(road.length);
  });

  it('drops what is left of a line when fewer than two points remain', () => {
    const short: [number, number][] = [
      [0, 0],
      [0.001, 0],
    ];
    expect(cutAroundHidden([short], [{ latitude: 0, longitude: 0 }])).toEqual([]);
  });
});
