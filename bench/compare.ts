// npm run bench:compare — the home map at one size, loaded alternately from a saved build and from
// this checkout's build, in one browser, so that a change is measured against what it changes on
// this shared, noisy machine (issue 19: "measure each step with the bench before keeping it").
//
//   npm run build && npm run bench:compare -- --save before   keeps this build as "before"
//   (change the code)
//   npm run build && npm run bench:compare -- before          compares "before" with this build
//
// BENCH_PLACES (default 1,551) and BENCH_RUNS (loads of each build, default 10) set the size and
// the count. Prints, per build, the medians of navigation to every marker drawn, the longest task
// during load, how many loads had a task over 50 ms, and the pan/zoom frame p95, as `npm run
// bench` measures them. Prints figures; asserts nothing.
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../tests/e2e/server';
import { benchPage, launchBrowser, percentile, round } from './browser';
import { longestTask, openOurMap, ourFrameP95 } from './measure-map';
import { BENCH_TMP, makePlacesDatabase } from './places-database';

const BUILDS = join(BENCH_TMP, 'builds');
const PLACES = Number(process.env.BENCH_PLACES ?? 1551);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);

/** Keeps this checkout's build (dist/) under a name; it runs with this checkout's packages. */
function save(name: string) {
  if (!existsSync('dist/server/index.js')) throw new Error('No build to save: run npm run build first.');
  const folder = join(BUILDS, name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  cpSync('dist', join(folder, 'dist'), { recursive: true });
  // The server's bundle is an ES module that imports its packages: it needs both beside it.
  cpSync('package.json', join(folder, 'package.json'));
  symlinkSync(resolve('node_modules'), join(folder, 'node_modules'));
  console.log(`This build is saved as "${name}" (${folder}).`);
}

interface Load {
  drawnMs: number;
  longestTaskMs: number;
  frameP95Ms: number;
}

async function load(browser: Browser, server: RunningServer): Promise<Load> {
  const page = await benchPage(browser);
  try {
    const drawnMs = await openOurMap(page, server.url, PLACES);
    // As the benchmark does: the longest task until a second after every marker is drawn.
    await page.waitForTimeout(1000);
    return { drawnMs, longestTaskMs: await longestTask(page), frameP95Ms: await ourFrameP95(page) };
  } finally {
    await page.context().close();
  }
}

const median = (values: number[]) => round(percentile(values, 50));

async function compare(name: string) {
  const saved = join(BUILDS, name);
  if (!existsSync(join(saved, 'dist/server/index.js')))
    throw new Error(`No saved build "${name}": save one with npm run bench:compare -- --save ${name}.`);
  const env = {
    DATABASE_URL: await makePlacesDatabase(PLACES, `compare-${PLACES}`),
    SEED_DEMO: 'false',
    // Tiles are excluded, as in npm run bench (the page's requests for them are aborted).
    TILE_URL: 'http://127.0.0.1:1/tiles/{z}/{x}/{y}.png',
  };
  const builds = [
    { label: `${name} (saved)`, server: await startServer(env, undefined, saved), loads: [] as Load[] },
    { label: 'this build', server: await startServer(env), loads: [] as Load[] },
  ];
  const browser = await launchBrowser();
  try {
    // Chromium's own start is not any build's.
    await (await browser.newPage()).context().close();
    for (let run = 0; run < RUNS; run++) {
      // Alternating which goes first, so that neither always loads on a warmer machine.
      for (const build of run % 2 === 0 ? builds : [...builds].reverse())
        build.loads.push(await load(browser, build.server));
      console.log(
        `run ${run + 1} of ${RUNS}: ${builds.map((b) => `${b.label} ${JSON.stringify(b.loads.at(-1))}`).join('; ')}`,
      );
    }
  } finally {
    await browser.close();
    for (const build of builds) await build.server.stop();
  }
  console.log(`\n${PLACES.toLocaleString('en-US')} places, ${RUNS} loads each, medians:`);
  for (const { label, loads } of builds) {
    const over = loads.filter((l) => l.longestTaskMs > 50).length;
    console.log(
      `${label.padEnd(24)} every marker drawn ${median(loads.map((l) => l.drawnMs))} ms, longest task ${median(loads.map((l) => l.longestTaskMs))} ms (over 50 ms in ${over} of ${loads.length} loads), pan/zoom frame p95 ${median(loads.map((l) => l.frameP95Ms))} ms`,
    );
  }
}

const args = process.argv.slice(2);
if (args[0] === '--save' && args[1]) save(args[1]);
else if (args[0] && !args[0].startsWith('-')) await compare(args[0]);
else {
  console.error('Usage: npm run bench:compare -- --save NAME | NAME');
  process.exitCode = 2;
}
