import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { feature } from 'topojson-client';
import { geoArea } from 'd3-geo';
const t0 = performance.now();
const topo = JSON.parse(readFileSync('node_modules/world-atlas/countries-10m.json', 'utf8'));
const t1 = performance.now();
const fc = feature(topo, topo.objects.countries) as any;
const t2 = performance.now();
let pts = 0, polys = 0;
for (const f of fc.features) { const g = f.geometry; const ps = g.type === 'Polygon' ? [g.coordinates] : g.coordinates; for (const p of ps) { polys++; geoArea({type:'Polygon', coordinates: p}); for (const r of p) pts += r.length; } }
const t3 = performance.now();
console.log({ parse: t1 - t0, feature: t2 - t1, area: t3 - t2, pts, polys });
