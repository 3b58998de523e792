/**
 * Builds the country, US-state, land-border and state-line indexes once and writes them beside the server
 * bundle (dist/server/data/region-indexes.bin), so the server reads them at start instead of
 * building them. Run by scripts/build-server.mjs.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildRegionIndexes } from '#server/geo/detect.ts';
import { writeSnapshots } from '../../src/server/geo/snapshot';

const file = resolve(process.argv[2] ?? 'dist/server/data/region-indexes.bin');
const { countries, states, borders, stateLines } = buildRegionIndexes();
mkdirSync(dirname(file), { recursive: true });
writeSnapshots(file, {
  countries: countries.snapshot(),
  states: states.snapshot(),
  borders: borders.snapshot(),
  stateLines: stateLines.snapshot(),
});
console.log(`Region indexes → ${file}`);
