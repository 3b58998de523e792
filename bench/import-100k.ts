// npm run bench:import — 100,000 places through POST /api/import (preview, then the import) over
// HTTP, while small requests (/healthz) run back to back: do they wait? Then the CSV export, and
// 100,000 country/state lookups. Figures only; no assertions.
//
//   IMPORT_PLACES=100000 (default)   STALL_DATABASE_URL=postgres://…/postgres (default: an SQLite file)
import { DEMO_PLACES } from '../src/server/db/demo-places';
import { detectRegion } from '../src/server/geo/detect';
import { servedApp } from './served-app';

const COUNT = Number(process.env.IMPORT_PLACES ?? 100_000);

/** Deterministic places scattered around the demo places, some without country (detected on import). */
function places() {
  let seed = 1;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: COUNT }, (_, i) => {
    const base = DEMO_PLACES[i % DEMO_PLACES.length]!;
    return {
      name: `${base.name} #${i}`,
      latitude: Math.max(-90, Math.min(90, base.latitude + (next() - 0.5) * 0.5)),
      longitude: Math.max(-180, Math.min(180, base.longitude + (next() - 0.5) * 0.5)),
      type: base.type,
      status: base.status,
      address: base.address,
      notes: base.notes,
      ...(i % 2 === 0 ? { country: base.country, ...(base.state ? { state: base.state } : {}) } : {}),
      ...(base.photos ? { photos: base.photos } : {}),
      ...(base.youtubeUrls ? { youtubeUrls: base.youtubeUrls } : {}),
      ...(base.visitedAt ? { visitedAt: base.visitedAt } : {}),
    };
  });
}

const lookups = places();
detectRegion(0, 0);
let t = performance.now();
for (const p of lookups) detectRegion(p.latitude, p.longitude);
console.log(
  `${COUNT.toLocaleString('en-US')} country/state lookups: ${(performance.now() - t).toFixed(0)} ms`,
);

const served = await servedApp('import', process.env.STALL_DATABASE_URL);
const rows: Record<string, string | number>[] = [];
try {
  const body = JSON.stringify({ places: lookups });
  console.log(`${served.engine}, body: ${(body.length / 1024 / 1024).toFixed(1)} MB`);
  for (const step of ['preview', 'import'] as const) {
    const stop = served.watch('/healthz');
    t = performance.now();
    const response = await fetch(`${served.origin}/api/import${step === 'preview' ? '/preview' : ''}`, {
      method: 'POST',
      headers: served.ownerHeaders,
      body,
    });
    const text = await response.text();
    const seconds = ((performance.now() - t) / 1000).toFixed(1);
    rows.push({ step, status: response.status, seconds, ...(await stop()) });
    console.log(`${step}: ${response.status} ${text.slice(0, 100)} in ${seconds} s`);
  }
  console.table(rows);
  t = performance.now();
  const exported = await fetch(`${served.origin}/api/export?format=csv`, { headers: served.ownerHeaders });
  const csv = await exported.text();
  console.log(
    `export csv: ${(csv.length / 1024 / 1024).toFixed(1)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const worst = Math.max(...rows.map((row) => Number(row['/healthz max ms'])));
  console.log(`\nSlowest /healthz during the preview and the import: ${worst} ms (target: at most 50 ms)`);
} finally {
  await served.close();
}
