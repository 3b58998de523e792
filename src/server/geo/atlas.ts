import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon } from 'geojson';
import type { NamedShape, Part } from './region-index';
import { partsFromTopology } from './topology-parts';

const require = createRequire(import.meta.url);

/**
 * Boundaries shipped with the app (npm packages kept external by the server bundle, so read from
 * node_modules at run time). Detection uses countries at 1:10m (border towns, small islands,
 * Ceuta and Melilla); the map's shading and sharing images the lighter 1:50m and 1:110m. US states
 * from the Census 1:10m cut.
 */
export const ATLAS_FILES = {
  countries10m: 'world-atlas/countries-10m.json',
  countries50m: 'world-atlas/countries-50m.json',
  countries110m: 'world-atlas/countries-110m.json',
  states10m: 'us-atlas/states-10m.json',
} as const;

type AtlasFile = (typeof ATLAS_FILES)[keyof typeof ATLAS_FILES];

const topologies = new Map<AtlasFile, Topology>();

export function readTopology(file: AtlasFile): Topology {
  let topology = topologies.get(file);
  if (!topology) {
    topology = JSON.parse(readFileSync(require.resolve(file), 'utf8')) as Topology;
    topologies.set(file, topology);
  }
  return topology;
}

/** The named polygons of one object of a topology ("countries", "states"). */
export function readShapes(file: AtlasFile, objectName: 'countries' | 'states'): NamedShape[] {
  const topology = readTopology(file);
  const object = topology.objects[objectName] as GeometryCollection<{ name: string }>;
  const collection = feature(topology, object);
  return collection.features.flatMap((f) =>
    f.geometry && (f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon')
      ? [{ name: f.properties.name, geometry: f.geometry as Polygon | MultiPolygon }]
      : [],
  );
}

/**
 * The polygons of one object as region-index parts, named by `rename` (null leaves one out). The
 * topology is parsed for this alone and not kept: the index holds what it needs.
 */
export function readParts(
  file: AtlasFile,
  objectName: 'countries' | 'states',
  rename: (name: string) => string | null,
): Part[] {
  const topology =
    topologies.get(file) ?? (JSON.parse(readFileSync(require.resolve(file), 'utf8')) as Topology);
  return partsFromTopology(topology, objectName, rename);
}
