import type { Position } from 'geojson';

/**
 * Douglas–Peucker on a polyline in degrees, keeping both ends: no point of the original is farther
 * than `tolerance` from the result. Longitude is scaled by cos(latitude), so the tolerance holds
 * in ground distance; iterative, so long borders do not overflow the stack.
 */
export function simplifyLine(points: Position[], tolerance: number): Position[] {
  if (points.length <= 2) return points;
  const kx = Math.cos((points[0]![1]! * Math.PI) / 180);
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = [points[first]![0]! * kx, points[first]![1]!];
    const [bx, by] = [points[last]![0]! * kx, points[last]![1]!];
    const [dx, dy] = [bx - ax, by - ay];
    const length = dx * dx + dy * dy;
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = first + 1; i < last; i += 1) {
      const [px, py] = [points[i]![0]! * kx - ax, points[i]![1]! - ay];
      const t = length === 0 ? 0 : Math.min(1, Math.max(0, (px * dx + py * dy) / length));
      const distance = Math.hypot(px - t * dx, py - t * dy);
      if (distance > worstDistance) {
        worst = i;
        worstDistance = distance;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}
