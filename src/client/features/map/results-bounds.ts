// The box that holds a set of places, for bringing them into view. Longitudes wrap: places on
// both sides of the antimeridian (Fiji, the Aleutians) get the narrow box across it, not one
// around the rest of the world.

const FULL_TURN = 360;

/** A latitude/longitude box; `east` may pass 180 when the box crosses the antimeridian. */
export interface ResultsBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The smallest box holding every place, or null for none. */
export function resultsBounds(places: readonly { latitude: number; longitude: number }[]): ResultsBox | null {
  if (places.length === 0) return null;
  let south = Infinity;
  let north = -Infinity;
  const longitudes = new Float64Array(places.length);
  places.forEach((place, i) => {
    south = Math.min(south, place.latitude);
    north = Math.max(north, place.latitude);
    longitudes[i] = place.longitude;
  });
  longitudes.sort();

  // The box leaves out the widest empty stretch of longitude; by default the one across the
  // antimeridian (from the easternmost place round to the westernmost).
  const first = longitudes[0]!;
  const last = longitudes[longitudes.length - 1]!;
  let west = first;
  let east = last;
  let widestGap = first + FULL_TURN - last;
  for (let i = 1; i < longitudes.length; i++) {
    const gap = longitudes[i]! - longitudes[i - 1]!;
    if (gap > widestGap) {
      widestGap = gap;
      west = longitudes[i]!;
      east = longitudes[i - 1]! + FULL_TURN;
    }
  }
  return { south, west, north, east };
}

/** Equal boxes have equal keys (to a metre or so): a new answer with the same places is no change. */
export function boxKey(box: ResultsBox | null): string {
  return box ? [box.south, box.west, box.north, box.east].map((n) => n.toFixed(5)).join(',') : '';
}
