// npm run bench — the scale and speed benchmark of issue 6. Fills throwaway databases with 1,551,
// 10,000 and 100,000 generated places, starts the production build on each, drives Chromium, and
// measures our map against four baselines on the same data; then the API, the bundle and Lighthouse.
// Writes bench/results.json and bench/RESULTS.md. Prints figures; asserts nothing.
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decodeMapData, type MapDataWire, type MapNamesWire } from '../src/shared/map-data';
import { withNames } from '../src/shared/map-names';
import { startServer, type RunningServer } from '../tests/e2e/server';
import { BENCH_TMP, makePlacesDatabase } from './places-database';
import { calibrateHost, launchBrowser, type HostCalibration } from './browser';
import { measureApi, type ApiFigures } from './api';
import { runLighthouse, runLighthouseMedian, type LighthouseScores } from './lighthouse';
import { measureBaseline, measureOurs, medianFigures, type MapFigures } from './measure-map';
import { pageJavaScriptKb } from './measure-bundle';
import { startStaticProxy } from './static-proxy';
import { writeReport } from './report';
import { BASELINES, type Baseline } from './baseline-pages';
import { PAGES } from '#shared/routes.ts';

const SIZES = (process.env.BENCH_SIZES ?? '1551,10000,100000').split(',').map(Number);
/** BENCH_QUICK=1: our figures only (no baselines, API, bundle or Lighthouse), for iterating. */
const QUICK = process.env.BENCH_QUICK === '1';
/** How many times our page is measured per size (the report gives each figure's median). */
const OUR_RUNS = 3;
/** And every baseline as many times, unless its first run did not finish (a stuck page takes minutes). */
const BASELINE_RUNS = 3;
const CLIENT_DIR = resolve('dist/client');

export type SizeResult = { places: number; ours: MapFigures } & Record<Baseline, MapFigures>;

export interface BenchResults {
  date: string;
  machine: {
    cpus: string;
    cores: number;
    memoryGb: number;
    node: string;
    chromium: string;
    os: string;
    /** The host's speed as a page sees it, to tell one run's machine from another's. */
    calibration?: HostCalibration;
  };
  sizes: SizeResult[];
  api?: ApiFigures;
  bundle: { homeKb: number; contentPagesKb: Record<string, number> };
  lighthouse: Record<string, LighthouseScores>;
  durationS: number;
}

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The places the server has, as the GeoJSON file MapLibre's page loads by URL (gzipped). */
async function placesGeoJson(origin: string): Promise<Buffer> {
  const wire = (await (await fetch(`${origin}/api/locations/map`)).json()) as MapDataWire;
  const names = (await (await fetch(`${origin}/api/locations/map/names`)).json()) as MapNamesWire;
  const features = withNames(decodeMapData(wire), names).places.map(
    ({ id, name, status, latitude, longitude }) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
      properties: { id, name, status },
    }),
  );
  return gzipSync(JSON.stringify({ type: 'FeatureCollection', features }));
}

const started = performance.now();
mkdirSync(BENCH_TMP, { recursive: true });
log('building the site and the baseline pages');
execSync('npm run build', { stdio: 'inherit' });
execSync('npx vite build --config bench/baselines/vite.config.ts', {
  stdio: 'inherit',
  env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
});

let current: RunningServer | undefined;
const proxy = await startStaticProxy(
  join(BENCH_TMP, 'baselines'),
  () => current?.url ?? 'http://127.0.0.1:1',
);
const serverEnv = (databaseUrl?: string) => ({
  ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'false' } : {}),
  TILE_URL: `${proxy.url}/tiles/{z}/{x}/{y}.png`,
});
const browser = await launchBrowser();
// Start the browser's renderer and GPU processes once, on a page of neither side, so the first
// measured page does not also pay for Chromium's own start.
{
  const warm = await browser.newPage();
  await warm.goto(`${proxy.url}/tiles/0/0/0.png`);
  await warm.context().close();
}

const calibration = await calibrateHost(browser);
log(`host: ${JSON.stringify(calibration)}`);

const results: BenchResults = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    chromium: browser.version(),
    os: `${os.type()} ${os.release()}`,
    calibration,
  },
  sizes: [],
  bundle: { homeKb: 0, contentPagesKb: {} },
  lighthouse: {},
  durationS: 0,
};

try {
  for (const count of SIZES) {
    log(`${count.toLocaleString('en-US')} places: filling a database`);
    const databaseUrl = await makePlacesDatabase(count);
    current = await startServer(serverEnv(databaseUrl));
    log(`${count.toLocaleString('en-US')} places: Fru World`);
    // Our page is measured OUR_RUNS times and each figure is the median: one slow load on this
    // shared machine should not decide a target.
    const runs: MapFigures[] = [];
    for (let run = 0; run < OUR_RUNS; run++) {
      runs.push(await measureOurs(browser, current.url, count));
      log(`  ours, run ${run + 1} of ${OUR_RUNS}: ${JSON.stringify(runs.at(-1))}`);
    }
    const ours = medianFigures(runs);
    log(`  ours, median: ${JSON.stringify(ours)}`);
    if (QUICK) {
      results.sizes.push({
        places: count,
        ours,
        ...(Object.fromEntries(Object.keys(BASELINES).map((name) => [name, ours])) as Record<
          Baseline,
          MapFigures
        >),
      });
      await current.stop();
      current = undefined;
      continue;
    }
    const geoJson = await placesGeoJson(current.url);
    writeFileSync(join(BENCH_TMP, 'baselines', 'places.geojson.gz'), geoJson);
    const baselines = {} as Record<Baseline, MapFigures>;
    for (const [name, page] of Object.entries(BASELINES) as [Baseline, string][]) {
      const runs: MapFigures[] = [];
      for (let run = 0; run < BASELINE_RUNS; run++) {
        const url = `${proxy.url}/${page}${page.includes('?') ? '&' : '?'}count=${count}`;
        runs.push(await measureBaseline(browser, url));
        log(`  ${name}, run ${run + 1} of ${BASELINE_RUNS}: ${JSON.stringify(runs.at(-1))}`);
        if (runs[0]!.drawnMs === null) break;
      }
      baselines[name] = medianFigures(runs);
      // MapLibre's worker fetches the file, out of the page's resource timings: its size is known here.
      if (name.startsWith('maplibre')) baselines[name].dataBytes = geoJson.length;
    }
    results.sizes.push({ places: count, ours, ...baselines });
    if (count === 10_000) {
      log('API: cached representation against JSON built per request (10 connections, 10 s each)');
      results.api = await measureApi(current.url, databaseUrl);
      log(`  api ${JSON.stringify(results.api)}`);
    }
    await current.stop();
    current = undefined;
  }

  if (!QUICK) {
    log('demo places: bundle sizes and Lighthouse');
    current = await startServer(serverEnv());
    results.bundle.homeKb = await pageJavaScriptKb(browser, current.url, '/', CLIENT_DIR);
    // Every public page but the home screen: the content pages and /stats.
    for (const path of PAGES.map((page) => page.path).filter((path) => path !== '/')) {
      results.bundle.contentPagesKb[path] = await pageJavaScriptKb(browser, current.url, path, CLIENT_DIR);
    }
    log(`  bundle ${JSON.stringify(results.bundle)}`);
    // The home page's scores are the median of 3 runs (issue 19's targets); the others one run each.
    for (const [name, preset] of [
      ['/ desktop', 'desktop'],
      ['/ mobile', 'mobile'],
    ] as const) {
      results.lighthouse[name] = await runLighthouseMedian(`${current.url}/`, preset, proxy.url);
      log(`  lighthouse ${name} ${JSON.stringify(results.lighthouse[name])}`);
    }
    for (const [name, path, preset] of [
      ['/stats', '/stats', 'desktop'],
      ['/about', '/about', 'desktop'],
      // A place's own page (the demo's Yosemite), as search engines find it from the sitemap.
      ['/places/3 desktop', '/places/3-yosemite-national-park', 'desktop'],
      ['/places/3 mobile', '/places/3-yosemite-national-park', 'mobile'],
    ] as const) {
      results.lighthouse[name] = await runLighthouse(`${current.url}${path}`, preset, proxy.url);
      log(`  lighthouse ${name} ${JSON.stringify(results.lighthouse[name])}`);
    }
  }
} finally {
  await current?.stop();
  await browser.close();
  await proxy.close();
}

if (QUICK) {
  log('quick run: our figures are above; the bundle, Lighthouse and the report were skipped');
  process.exit(0);
}
results.durationS = Math.round((performance.now() - started) / 1000);
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
writeFileSync('bench/RESULTS.md', writeReport(results));
log(`done in ${results.durationS} s: bench/results.json and bench/RESULTS.md`);
spawnSync('cat', ['bench/RESULTS.md'], { stdio: 'inherit' });

// Issue 38's figures, printed after the report: a trip's page (500 stops, a 50,000-point track)
// beside the marker layer, then the home map's "Trips" layer for 200 trips.
for (const script of ['bench/trip-page.ts', 'bench/trip-lines.ts']) {
  log(`${script}`);
  spawnSync('npx', ['tsx', script], { stdio: 'inherit' });
}

// Issue 39's figures: counting's cost to a page request, and the dashboard at a million events a
// day for 90 days, on SQLite and then on PostgreSQL (BENCH_POSTGRES_URL, or TEST_DATABASE_URL's
// server; a database of its own is made there and dropped).
const postgres =
  process.env.BENCH_POSTGRES_URL ??
  (process.env.TEST_DATABASE_URL
    ? Object.assign(new URL(process.env.TEST_DATABASE_URL), { pathname: '/postgres' }).href
    : undefined);
for (const engine of ['sqlite', 'postgres'] as const) {
  if (engine === 'postgres' && !postgres) {
    log('bench/analytics.ts on PostgreSQL skipped: set BENCH_POSTGRES_URL=postgres://…/postgres');
    continue;
  }
  log(`bench/analytics.ts on ${engine}`);
  const { ANALYTICS_BENCH_DATABASE_URL: _unused, ...env } = process.env;
  spawnSync('npx', ['tsx', 'bench/analytics.ts'], {
    stdio: 'inherit',
    env: engine === 'postgres' ? { ...env, ANALYTICS_BENCH_DATABASE_URL: postgres } : env,
  });
}
