// Web Mercator (EPSG:3857, Leaflet's default CRS) in normalised world units: 0..1 across the
// world at every zoom. A point is projected once per data set; at zoom z its world pixel is
// then one multiply by worldSize(z), so panning and zooming never redo the trigonometry.

/** Leaflet's SphericalMercator clamps latitudes here; beyond it the projection diverges. */
export const MAX_LATITUDE = 85.0511287798;
const DEG = Math.PI / 180;

export function normalizedX(longitude: number): number {
  return longitude / 360 + 0.5;
}

export function normalizedY(latitude: number): number {
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin(lat * DEG);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** Width of the world in pixels at a (possibly fractional) zoom: Leaflet's CRS.scale. */
export function worldSize(zoom: number): number {
  return 256 * Math.pow(2, zoom);
}
