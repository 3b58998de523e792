import { performance } from 'node:perf_hooks';
import { readShapes, ATLAS_FILES } from '../src/server/geo/atlas';
import { RegionIndex } from '../src/server/geo/region-index';
for (const f of ['world-atlas/countries-50m.json', 'world-atlas/countries-10m.json'] as const) {
  const t0 = performance.now();
  const shapes = readShapes(f as any, 'countries');
  const t1 = performance.now();
  const idx = new RegionIndex(shapes);
  const t2 = performance.now();
  console.log(f, 'read', (t1 - t0).toFixed(0), 'index', (t2 - t1).toFixed(0));
}
const t0 = performance.now();
new RegionIndex(readShapes(ATLAS_FILES.states10m, 'states'));
console.log('states', (performance.now() - t0).toFixed(0));
