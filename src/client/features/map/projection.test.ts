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

  it('matches Leaflet at the default view of the spec and elsewhere', () => {
    // Leaflet 1.9.4: L.CRS.EPSG3857.latLngToPoint(L.latLng(39.8283, -98.5795), 5)
    expect(normalizedX(-98.5795) * worldSize(5)).toBeCloseTo(1852.7687111, 6);
    expect(normalizedY(39.8283) * worldSize(5)).toBeCloseTo(3106.4144605, 6);
    // L.CRS.EPSG3857.latLngToPoint(L.latLng(-33.8568, 151.2153), 11)
    expect(normalizedX(151.2153) * worldSize(11)).toBeCloseTo(482367.24224, 4);
    expect(normalizedY(-33.8568) * worldSize(11)).toBeCloseTo(314600.1200792, 4);
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
