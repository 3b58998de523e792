import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { standardCountryName } from '#shared/geo/country-names.ts';
import { ATLAS_FILES, readShapes } from './atlas';
import type { NamedShape } from './region-index';

export type ShapeKind = 'country' | 'state';
export type VisitedShapes = FeatureCollection<Polygon | MultiPolygon, { name: string; kind: ShapeKind }>;

/** About 100 m: finer than a pixel at the zoom levels the shading is drawn at, and a smaller answer. */
const DECIMALS = 3;

let byName: { countries: Map<string, NamedShape[]>; states: Map<string, NamedShape[]> } | undefined;

function group(
  shapes: NamedShape[],
  rename: (name: string) => string = (name) => name,
): Map<string, NamedShape[]> {
  const map = new Map<string, NamedShape[]>();
  for (const shape of shapes) {
    const name = rename(shape.name);
    map.set(name, [...(map.get(name) ?? []), shape]);
  }
  return map;
}

/** Countries from 1:110m (small), falling back to 1:50m for those too small to be in it (Singapore, Malta). */
function shapesByName() {
  if (!byName) {
    const coarse = group(readShapes(ATLAS_FILES.countries110m, 'countries'), standardCountryName);
    for (const [name, shapes] of group(
      readShapes(ATLAS_FILES.countries50m, 'countries'),
      standardCountryName,
    )) {
      if (!coarse.has(name)) coarse.set(name, shapes);
    }
    byName = { countries: coarse, states: group(readShapes(ATLAS_FILES.states10m, 'states')) };
  }
  return byName;
}

function roundRing(ring: Position[]): Position[] {
  const factor = 10 ** DECIMALS;
  const out: Position[] = [];
  for (const [x, y] of ring as [number, number][]) {
    const point = [Math.round(x * factor) / factor, Math.round(y * factor) / factor];
    const last = out.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

/** Each shape is rounded once per process: a rebuild after every change only picks the visited ones. */
const roundedShapes = new WeakMap<Polygon | MultiPolygon, Polygon | MultiPolygon>();

function rounded(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  let done = roundedShapes.get(geometry);
  if (!done) {
    done = roundOnce(geometry);
    roundedShapes.set(geometry, done);
  }
  return done;
}

function roundOnce(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map(roundRing) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((polygon) => polygon.map(roundRing)) };
}

/** The outlines of the visited countries (and territories) and visited US states, for shading on the map. */
export function visitedShapes(countries: Iterable<string>, states: Iterable<string>): VisitedShapes {
  const { countries: countryShapes, states: stateShapes } = shapesByName();
  const features: VisitedShapes['features'] = [];
  const add = (names: Iterable<string>, source: Map<string, NamedShape[]>, kind: ShapeKind) => {
    for (const name of names) {
      for (const shape of source.get(name) ?? []) {
        features.push({
          type: 'Feature',
          properties: { name, kind },
          geometry: rounded(shape.geometry),
        } satisfies Feature);
      }
    }
  };
  add(countries, countryShapes, 'country');
  add(states, stateShapes, 'state');
  return { type: 'FeatureCollection', features };
}
