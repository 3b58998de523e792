import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Position } from 'geojson';
import { flatRings, sphericalArea, type Part } from './region-index';

/** Longitude jumps over this many degrees only where a ring crosses the antimeridian. */
const ANTIMERIDIAN_JUMP = 180;
/** Rings reaching this far south wrap around the pole (Antarctica) and need the spherical cut. */
const POLAR_LATITUDE = -80;

/** The arcs of a quantized topology in longitude/latitude. */
function decodeArcs(topology: Topology): Position[][] {
  const [sx, sy] = topology.transform?.scale ?? [1, 1];
  const [tx, ty] = topology.transform?.translate ?? [0, 0];
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx!;
      y += dy!;
      return topology.transform ? [x * sx + tx, y * sy + ty] : [dx!, dy!];
    });
  });
}

function ringOf(arcs: Position[][], indexes: number[]): Position[] {
  const ring: Position[] = [];
  for (const index of indexes) {
    const arc = arcs[index >= 0 ? index : ~index]!;
    // Consecutive arcs share their joining point.
    const skip = ring.length > 0 ? 1 : 0;
    if (index >= 0) for (let k = skip; k < arc.length; k += 1) ring.push(arc[k]!);
    else for (let k = arc.length - 1 - skip; k >= 0; k -= 1) ring.push(arc[k]!);
  }
  return ring;
}

/** Twice the signed planar area of the outer ring minus its holes, in square degrees. */
function planarArea(rings: Position[][]): number {
  let total = 0;
  rings.forEach((ring, i) => {
    let sum = 0;
    for (let k = 1; k < ring.length; k += 1)
      sum += ring[k - 1]![0]! * ring[k]![1]! - ring[k]![0]! * ring[k - 1]![1]!;
    total += i === 0 ? Math.abs(sum) : -Math.abs(sum);
  });
  return total / 2;
}

function needsSphericalCut(rings: Position[][]): boolean {
  return rings.some((ring) =>
    ring.some(
      (p, k) => p[1]! < POLAR_LATITUDE || (k > 0 && Math.abs(p[0]! - ring[k - 1]![0]!) > ANTIMERIDIAN_JUMP),
    ),
  );
}

/**
 * The polygons of one object of a topology as parts for the region index, straight from its arcs:
 * no GeoJSON in between and no spherical work except for the few rings that cross the antimeridian
 * or wrap around the pole. Even-odd tests do not care how a ring is wound, so the others are used
 * as drawn. `rename` gives the name to index under, or null to leave the shape out.
 */
export function partsFromTopology(
  topology: Topology,
  objectName: string,
  rename: (name: string) => string | null,
): Part[] {
  const arcs = decodeArcs(topology);
  const object = topology.objects[objectName] as GeometryCollection<{ name: string }>;
  const parts: Part[] = [];
  for (const geometry of object.geometries) {
    const name = rename((geometry.properties as { name?: string } | undefined)?.name ?? '');
    if (name === null) continue;
    const polygons =
      geometry.type === 'Polygon' ? [geometry.arcs] : geometry.type === 'MultiPolygon' ? geometry.arcs : [];
    for (const polygon of polygons) {
      const rings = polygon.map((indexes) => ringOf(arcs, indexes));
      if ((rings[0]?.length ?? 0) < 4) continue;
      if (!needsSphericalCut(rings)) {
        parts.push({ name, rings, area: planarArea(rings) });
        continue;
      }
      // A ring wound the wrong way is "everything but it" on the sphere; no country is half the globe.
      if (sphericalArea(rings) > 2 * Math.PI) continue;
      const flat = flatRings(rings);
      // The cut pieces are all outer rings.
      parts.push({
        name,
        rings: flat,
        area: flat.reduce((sum, ring) => sum + Math.abs(planarArea([ring])), 0),
      });
    }
  }
  return parts;
}
