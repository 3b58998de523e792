import type { Browser, Page } from 'playwright-core';
import { benchPage, heapAfterGc, percentile, redrawTimes, round } from './browser';

export interface MapFigures {
  /** Navigation start to every marker drawn, ms; null when it did not finish in time. */
  drawnMs: number | null;
  longestTaskMs: number;
  /** Our layer's own redraw (performance.measure around it) at the 95th percentile; ours only. */
  redrawP95Ms: number | null;
  /**
   * Main-thread time of a pan or zoom until its frame (Leaflet and markers), p95: for every page,
   * tiles excluded (the baselines have no tile layer; ours is taken off the map for it).
   */
  frameP95Ms: number | null;
  /** Ours only: the same with our tile layer on the map (its requests aborted), for reference. */
  frameWithTilesP95Ms?: number | null;
  heapMb: number;
  /** Compressed bytes of the place data the map loads. */
  dataBytes: number;
  searchKeystrokeMs?: number;
  listDomNodes?: number;
}

const DRAW_TIMEOUT_MS = 90_000;
const OUR_MAP = "document.querySelector('.leaflet-container').leafletMap";

/**
 * The page's longest task so far, in ms; with `after`, only the tasks that started once the first
 * resource whose URL holds it had arrived (the work that answer caused, not the page's start).
 */
export async function longestTask(page: Page, { after }: { after?: string } = {}): Promise<number> {
  return page.evaluate((after) => {
    const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
    const arrived = after
      ? (performance.getEntriesByType('resource').find((entry) => entry.name.includes(after)) as
          PerformanceResourceTiming | undefined)
      : undefined;
    const from = after ? (arrived?.responseEnd ?? Infinity) : 0;
    return Math.max(0, ...tasks.filter((task) => task.start >= from).map((task) => task.duration));
  }, after);
}

async function dataBytes(page: Page): Promise<number> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/locations'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
  );
}

/** What every page gives once its markers are drawn: a second later, its longest task, heap and data. */
async function figuresAfterLoad(page: Page, drawnMs: number): Promise<MapFigures> {
  await page.waitForTimeout(1000);
  return {
    drawnMs,
    longestTaskMs: await longestTask(page),
    heapMb: await heapAfterGc(page),
    dataBytes: await dataBytes(page),
    redrawP95Ms: null,
    frameP95Ms: null,
  };
}

/** Keystrokes in the header search: time from keydown until the map (or list) shows the new result. */
async function searchKeystrokes(page: Page, target: 'map' | 'list'): Promise<number[]> {
  const input = page.locator('input[placeholder="Search destinations..."]:visible');
  await input.fill('');
  await page.waitForTimeout(300);
  const times: number[] = [];
  for (const text of ['1', '12', '123', '12', '1']) {
    const measured = page.evaluate((target) => {
      const element =
        target === 'map'
          ? document.querySelector('.leaflet-container')!
          : [...document.querySelectorAll('h2, h1')].find((h) => h.textContent?.startsWith('All Locations'))!;
      return new Promise<number>((resolve) => {
        let start = 0;
        window.addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          // A change before the key (the last keystroke's late render) is not this key's result:
          // counted, it gave the time since the page opened (9 s at 100,000 places on a slow host).
          if (start === 0) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(
          element,
          target === 'map'
            ? { attributes: true, attributeFilter: ['data-marker-count'] }
            : { childList: true, characterData: true, subtree: true },
        );
        setTimeout(() => resolve(NaN), 5000);
      });
    }, target);
    const current = await input.inputValue();
    if (text.length > current.length) await input.press(text.at(-1)!);
    else await input.press('Backspace');
    times.push(await measured);
    await page.waitForTimeout(200);
  }
  return times.filter(Number.isFinite);
}

/** Opens our home map and waits for every marker: navigation to every marker drawn, in ms. */
export async function openOurMap(page: Page, origin: string, count: number): Promise<number> {
  await page.goto(`${origin}/`);
  await page.waitForFunction(
    (n) => {
      const element = document.querySelector('.leaflet-container');
      return (
        element?.getAttribute('data-marker-count') === String(n) && element.hasAttribute('data-markers-drawn')
      );
    },
    count,
    { timeout: DRAW_TIMEOUT_MS },
  );
  return Number(await page.locator('.leaflet-container').getAttribute('data-markers-drawn'));
}

/**
 * Our map's pan/zoom frame p95. As every page's is measured, tiles excluded (the default): the
 * baselines have no tile layer, so ours is taken off the map while the frames are measured, and put
 * back after (the search keystrokes are measured with it, as before). Even with its requests
 * aborted, the tile layer costs a pan or zoom more main-thread time (its images created, started
 * and failed) than our markers do; measured with it, our figure was mostly the tiles'. With
 * `withTiles`, as it is on the page: with its tile layer (requests aborted). `getMap` finds another
 * page's Leaflet map (the trip page's; bench/trip-page.ts).
 */
export async function ourFrameP95(page: Page, { withTiles = false, getMap = OUR_MAP } = {}): Promise<number> {
  const tiles = (remove: boolean) =>
    page.evaluate(
      ({ getMap, remove }) => {
        const map = new Function(`return ${getMap}`)() as import('leaflet').Map;
        const kept = window as unknown as { __benchTiles?: import('leaflet').Layer[] };
        if (remove) {
          kept.__benchTiles = [];
          map.eachLayer((layer) => {
            if ('getTileUrl' in layer) kept.__benchTiles!.push(layer);
          });
          kept.__benchTiles.forEach((layer) => map.removeLayer(layer));
        } else kept.__benchTiles?.forEach((layer) => map.addLayer(layer));
      },
      { getMap, remove },
    );
  if (!withTiles) await tiles(true);
  try {
    return percentile(await redrawTimes(page, getMap), 95);
  } finally {
    if (!withTiles) await tiles(false);
  }
}

export async function measureOurs(browser: Browser, origin: string, count: number): Promise<MapFigures> {
  const page = await benchPage(browser);
  try {
    const figures = await figuresAfterLoad(page, await openOurMap(page, origin, count));
    // Our layer's own redraws are those of the page as it is, with its tile layer.
    await page.evaluate(() => performance.clearMeasures('fru:markers-redraw'));
    figures.frameWithTilesP95Ms = await ourFrameP95(page, { withTiles: true });
    figures.redrawP95Ms = percentile(
      await page.evaluate(() => performance.getEntriesByName('fru:markers-redraw').map((e) => e.duration)),
      95,
    );
    figures.frameP95Ms = await ourFrameP95(page);
    const mapSearch = await searchKeystrokes(page, 'map');

    await page.goto(`${origin}/?view=list`);
    await page.getByRole('heading', { name: /^All Locations/ }).waitFor({ timeout: DRAW_TIMEOUT_MS });
    const listSearch = await searchKeystrokes(page, 'list');
    await page.goto(`${origin}/?view=list`);
    await page.getByRole('heading', { name: /^All Locations/ }).waitFor();
    let nodes = 0;
    for (const y of [0, 2000, 20000, 200000]) {
      await page.mouse.wheel(0, y);
      await page.waitForTimeout(300);
      nodes = Math.max(
        nodes,
        await page.evaluate(
          () => document.querySelector('section[aria-labelledby]')?.querySelectorAll('*').length ?? 0,
        ),
      );
    }
    figures.listDomNodes = nodes;
    figures.searchKeystrokeMs = Math.max(percentile(mapSearch, 50), percentile(listSearch, 50));
    return roundFigures(figures);
  } finally {
    await page.context().close();
  }
}

const NOT_FINISHED: MapFigures = {
  drawnMs: null,
  longestTaskMs: NaN,
  redrawP95Ms: null,
  frameP95Ms: null,
  heapMb: NaN,
  dataBytes: NaN,
};
/** A page stuck creating 100,000 DOM markers answers no evaluate: give up on it after this long. */
const BASELINE_DEADLINE_MS = 120_000;

/** A baseline page from bench/baselines (served by the static proxy), on the same data. */
export async function measureBaseline(browser: Browser, pageUrl: string): Promise<MapFigures> {
  const page = await benchPage(browser);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<MapFigures>((resolve) => {
    timer = setTimeout(() => resolve(NOT_FINISHED), BASELINE_DEADLINE_MS);
  });
  try {
    return await Promise.race([measureBaselinePage(page, pageUrl), deadline]);
  } finally {
    clearTimeout(timer);
    await page
      .context()
      .close()
      .catch(() => {});
  }
}

async function measureBaselinePage(page: Page, pageUrl: string): Promise<MapFigures> {
  {
    await page.goto(pageUrl);
    const finished = await page
      .waitForFunction(() => document.body.dataset.markersDrawn !== undefined, undefined, {
        timeout: DRAW_TIMEOUT_MS,
        polling: 250,
      })
      .then(() => true)
      .catch(() => false);
    if (!finished)
      return {
        drawnMs: null,
        longestTaskMs: await longestTask(page).catch(() => NaN),
        redrawP95Ms: null,
        frameP95Ms: null,
        heapMb: NaN,
        dataBytes: NaN,
      };
    const drawnMs = await page.evaluate(
      () => performance.getEntriesByName('fru:markers-drawn')[0]?.startTime ?? NaN,
    );
    const figures = await figuresAfterLoad(page, drawnMs);
    figures.frameP95Ms = percentile(await redrawTimes(page, 'window.__benchMap', 20), 95);
    return roundFigures(figures);
  }
}

function roundFigures(f: MapFigures): MapFigures {
  return Object.fromEntries(
    Object.entries(f).map(([k, v]) => [k, typeof v === 'number' ? round(v) : v]),
  ) as unknown as MapFigures;
}

/** Each figure's median over several measurements of the same page (null where any run had none). */
export function medianFigures(runs: MapFigures[]): MapFigures {
  const keys = Object.keys(runs[0]!) as (keyof MapFigures)[];
  return Object.fromEntries(
    keys.map((key) => {
      const values = runs.map((run) => run[key]);
      if (values.some((value) => typeof value !== 'number')) return [key, null];
      return [key, percentile(values as number[], 50)];
    }),
  ) as unknown as MapFigures;
}
