import { createRequire } from 'node:module';
import type { MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { boundaryCountryName } from '../../src/server/geo/territory-policy';
import { US_STATES } from '../../src/shared/geo/us-states';
import { BorderDistance, type Outline } from './border-distance';
import { loadCities, loadZips, type NamedPoint } from './gazetteer';

export type Detect = (
  latitude: number,
  longitude: number,
) => { country: string | null; state: string | null };

/** "Near a border": within this distance of another country's (or state's) outline at 1:10m. */
export const NEAR_KM = 10;
/** How far the list of misses looks for the right region's outline. */
const MISS_KM = 50;

const require = createRequire(import.meta.url);

/** Right answers of a group, and how many were asked. */
export interface Tally {
  right: number;
  total: number;
}
export interface Score {
  all: Tally;
  near: Tally;
  far: Tally;
  /** Near a border, judged by the gazetteer's own answer even where the point lies elsewhere. */
  nearAsLabelled: Tally;
  /** Points expected where they lie rather than where the gazetteer files them. */
  relabelled: string[];
  misses: string[];
}

function outlines(file: string, object: string, rename: (name: string) => string | null): Outline[] {
  const topology = require(file) as Topology;
  const collection = feature(topology, topology.objects[object] as GeometryCollection<{ name: string }>);
  return collection.features.flatMap((f) => {
    const name = rename(f.properties.name);
    return name && f.geometry ? [{ name, geometry: f.geometry as Polygon | MultiPolygon }] : [];
  });
}

function score(points: NamedPoint[], lines: BorderDistance, answer: (p: NamedPoint) => string | null): Score {
  const result: Score = {
    all: { right: 0, total: 0 },
    near: { right: 0, total: 0 },
    far: { right: 0, total: 0 },
    nearAsLabelled: { right: 0, total: 0 },
    relabelled: [],
    misses: [],
  };
  for (const p of points) {
    const near = lines.toOther(p.longitude, p.latitude, p.expected, NEAR_KM) <= NEAR_KM;
    const got = answer(p);
    for (const tally of [result.all, near ? result.near : result.far]) {
      tally.right += got === p.expected ? 1 : 0;
      tally.total += 1;
    }
    if (near) {
      result.nearAsLabelled.right += got === (p.labelled ?? p.expected) ? 1 : 0;
      result.nearAsLabelled.total += 1;
    }
    if (p.labelled)
      result.relabelled.push(
        `${near ? 'near' : 'far '} ${p.name} ${p.latitude},${p.longitude}: in ${p.expected}, filed under ${p.labelled}; answered ${got}`,
      );
    if (got !== p.expected) {
      // How far from the right region's 1:10m outline: a few hundred metres along a river the
      // 1:10m cut draws straight is the boundaries' resolution; kilometres beyond a surveyed
      // straight line is a point (a ZIP's centroid) that lies in the other region.
      const km = lines.to(p.longitude, p.latitude, p.expected, MISS_KM);
      const from = km === Infinity ? `over ${MISS_KM} km` : `${km.toFixed(2)} km`;
      result.misses.push(
        `${near ? 'near' : 'far '} ${p.name} ${p.latitude},${p.longitude}: ${got} instead of ${p.expected} (${from} from ${p.expected}'s 1:10m outline)`,
      );
    }
  }
  return result;
}

/**
 * How often `detect` is right on GeoNames' cities over 15,000 (country) and on US ZIP points
 * (state), inland and near borders, with the near-border groups fixed by 1:10m outlines so that
 * any two detections are measured on the same points.
 */
export function measureAccuracy(detect: Detect) {
  const { points: cities, unknownCodes } = loadCities();
  const countryLines = new BorderDistance(
    outlines('world-atlas/countries-10m.json', 'countries', boundaryCountryName),
  );
  const stateNames = new Set(Object.values(US_STATES));
  const stateLines = new BorderDistance(
    outlines('us-atlas/states-10m.json', 'states', (name) => (stateNames.has(name) ? name : null)),
  );
  const state = (p: NamedPoint) => detect(p.latitude, p.longitude).state;
  return {
    cities: score(cities, countryLines, (p) => detect(p.latitude, p.longitude).country),
    censusZips: score(loadZips('census'), stateLines, state),
    postalZips: score(loadZips('postal'), stateLines, state),
    unknownCodes,
    lookupPoints: cities,
  };
}
