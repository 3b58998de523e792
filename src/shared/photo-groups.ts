import { haversineMeters } from './geo/haversine';

// Places from photos: which photos belong to one place, and which existing place a group is near.
// Pure and synchronous: the browser runs it on a batch of at most UPLOAD_BATCH_MAX photos.

/** Photos this close to each other (and a group this close to an existing place) are one place. */
export const PHOTO_GROUP_RADIUS_M = 200;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * Groups points by single linkage: two points within `radiusM` of each other share a group, and so
 * do the points of a chain of such steps (a walk along a street stays one group). Returns the groups
 * as lists of indices into `points`, each list ascending, the groups in order of their first point.
 * Every pair is compared (n²/2 distances): a batch is at most 500 photos, a few milliseconds.
 */
export function groupByDistance(points: readonly GeoPoint[], radiusM = PHOTO_GROUP_RADIUS_M): number[][] {
  const parent = points.map((_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root]!;
    // Path compression: later finds take one step.
    while (parent[i] !== root) {
      const next = parent[i]!;
      parent[i] = root;
      i = next;
    }
    return root;
  };
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    for (let j = i + 1; j < points.length; j++) {
      const b = points[j]!;
      if (haversineMeters(a.latitude, a.longitude, b.latitude, b.longitude) > radiusM) continue;
      const ra = find(i);
      const rb = find(j);
      // The smaller index stays the root, so a group is named by its first point.
      if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
    }
  }
  const groups = new Map<number, number[]>();
  for (let i = 0; i < points.length; i++) {
    const root = find(i);
    const group = groups.get(root);
    if (group) group.push(i);
    else groups.set(root, [i]);
  }
  return [...groups.values()];
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The centre of some points: the mean of their directions from the Earth's centre, so that a group
 * across the antimeridian (179.999° and -179.999°) is centred there and not near Greenwich.
 */
export function centreOf(points: readonly GeoPoint[]): GeoPoint | null {
  if (points.length === 0) return null;
  let x = 0;
  let y = 0;
  let z = 0;
  for (const { latitude, longitude } of points) {
    const lat = toRadians(latitude);
    const lng = toRadians(longitude);
    x += Math.cos(lat) * Math.cos(lng);
    y += Math.cos(lat) * Math.sin(lng);
    z += Math.sin(lat);
  }
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    latitude: round(toDegrees(Math.atan2(z, Math.hypot(x, y)))),
    longitude: round(toDegrees(Math.atan2(y, x))),
  };
}

export interface NearestPlace<T> {
  place: T;
  /** From the group's centre, in metres. */
  distanceM: number;
  /** Some photo of the group is within PHOTO_GROUP_RADIUS_M of the place: its photos may join it. */
  near: boolean;
}

/**
 * The existing place nearest to a group's centre, and whether the group is near enough to join it
 * (any of its photos within `radiusM`; then the nearest such place, not the nearest to the centre).
 */
export function nearestPlace<T extends GeoPoint>(
  photos: readonly GeoPoint[],
  places: readonly T[],
  radiusM = PHOTO_GROUP_RADIUS_M,
): NearestPlace<T> | null {
  const centre = centreOf(photos);
  if (!centre) return null;
  // No photo is farther than `spread` from the centre: a place farther than spread + radius is near none.
  const spread = Math.max(
    ...photos.map((p) => haversineMeters(centre.latitude, centre.longitude, p.latitude, p.longitude)),
  );
  let nearest: NearestPlace<T> | null = null;
  let nearestNear: NearestPlace<T> | null = null;
  for (const place of places) {
    const distanceM = haversineMeters(centre.latitude, centre.longitude, place.latitude, place.longitude);
    if (!nearest || distanceM < nearest.distanceM) nearest = { place, distanceM, near: false };
    if (distanceM > spread + radiusM || (nearestNear && distanceM >= nearestNear.distanceM)) continue;
    const near = photos.some(
      (p) => haversineMeters(p.latitude, p.longitude, place.latitude, place.longitude) <= radiusM,
    );
    if (near) nearestNear = { place, distanceM, near: true };
  }
  return nearestNear ?? nearest;
}

/** "120 m", "2.4 km", "1,250 km". */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters)} m`;
  if (meters < 100_000) return `${(meters / 1000).toFixed(1)} km`;
  return `${Math.round(meters / 1000).toLocaleString('en-US')} km`;
}
