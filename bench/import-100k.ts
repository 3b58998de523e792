// Measures what the issue budgets: 100,000 places through POST /api/import (in-process, SQLite)
// and 100,000 country/state lookups. Figures only; no assertions. Run: npx tsx bench/import-100k.ts
import { createTestApp } from '../tests/helpers/test-app';
import { DEMO_PLACES } from '../src/server/db/demo-places';
import { detectRegion } from '../src/server/geo/detect';

const COUNT = 100_000;

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

const app = await createTestApp('sqlite');
try {
  const cookie = await app.login();
  const payload = JSON.stringify({ places: lookups });
  console.log(`body: ${(payload.length / 1024 / 1024).toFixed(1)} MB`);
  t = performance.now();
  const preview = await app.request({
    method: 'POST',
    url: '/api/import/preview',
    cookie,
    headers: { 'content-type': 'application/json' },
    payload,
  });
  console.log(
    `preview: ${preview.statusCode} ${preview.body.slice(0, 100)} in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  t = performance.now();
  const response = await app.request({
    method: 'POST',
    url: '/api/import',
    cookie,
    headers: { 'content-type': 'application/json' },
    payload,
  });
  console.log(
    `import: ${response.statusCode} ${response.body} in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  t = performance.now();
  const exported = await app.request({ method: 'GET', url: '/api/export?format=csv', cookie });
  console.log(
    `export csv: ${(exported.body.length / 1024 / 1024).toFixed(1)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
} finally {
  await app.close();
}
