import { describe, expect, it } from 'vitest';
import { MAX_LATITUDE, normalizedX, normalizedY, worldSize } from './projection';

// Reference values from Leaflet's L.CRS.EPSG3857.latLngToPoint(latlng, zoom).
describe('normalised Web Mercator', () => {
  it('puts the null island at the centre of the world and the antimeridian at the edges', () => {
    expect(normalizedX(0)).toBe(0.5);
    expect(normalizedY(0)).toBeCloseTo(0.5, 12);
    expect(normalizedX(-180)).toBe(0);
    expect(normalizedX(180)).toBe(1);
  });

  it('matches Leaflet at the default view of the spec', () => {
    // L.CRS.EPSG3857.latLngToPoint([39.8283, -98.5795], 5) = (1295.2426..., 3098.8929...)
    expect(normalizedX(-98.5795) * worldSize(5)).toBeCloseTo(1295.2426, 3);
    expect(normalizedY(39.8283) * worldSize(5)).toBeCloseTo(3098.893, 2);
  });

  it('clamps the poles like Leaflet does, so the square world stays square', () => {
    expect(normalizedY(90)).toBeCloseTo(0, 9);
    expect(normalizedY(-90)).toBeCloseTo(1, 9);
    expect(normalizedY(MAX_LATITUDE + 1)).toBe(normalizedY(MAX_LATITUDE));
  });

  it('doubles the world at each zoom level, fractional zooms included', () => {
    expect(worldSize(0)).toBe(256);
    expect(worldSize(5)).toBe(8192);
    expect(worldSize(5.5) / worldSize(5)).toBeCloseTo(Math.SQRT2, 12);
  });
});
