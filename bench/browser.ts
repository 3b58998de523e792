import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}),
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
  });
}

/** A fresh page with long tasks recorded from the first byte, and map tiles excluded (the targets exclude them). */
export async function benchPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // tsx keeps function names with an `__name` helper, which functions passed to page.evaluate carry along.
  await context.addInitScript('window.__name = (fn) => fn;');
  await context.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) =>
      list.getEntries().forEach(({ startTime, duration }) => tasks.push({ start: startTime, duration })),
    ).observe({ type: 'longtask', buffered: true });
  });
  await context.route(
    (url) => url.pathname.includes('/tiles/') || !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort(),
  );
  return context.newPage();
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export const round = (value: number, digits = 1) =>
  Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : value;

/** JS heap in use after a full garbage collection, in MB. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

export interface HostCalibration {
  /** 64 MB of fresh memory first written in a new page: page faults, which a map's canvas pays. */
  freshMemoryMs: number;
  /** The same 64 MB written again. */
  writtenAgainMs: number;
  /** 100 million additions in a loop: the CPU itself. */
  loopMs: number;
}

/**
 * How fast this host is for a page, measured in a new page: hosts of the same kind have differed
 * threefold in what a map's start costs, mostly in first touches of fresh memory (a canvas and its
 * pixel buffers), while plain JavaScript ran at the same speed.
 */
export async function calibrateHost(browser: Browser): Promise<HostCalibration> {
  const page = await benchPage(browser);
  try {
    await page.goto('about:blank');
    const figures = await page.evaluate(() => {
      const time = (work: () => void) => {
        const start = performance.now();
        work();
        return performance.now() - start;
      };
      const bytes = new Uint8Array(64 * 1024 * 1024);
      const freshMemoryMs = time(() => bytes.fill(1));
      const writtenAgainMs = time(() => bytes.fill(2));
      let sum = 0;
      const loopMs = time(() => {
        for (let i = 0; i < 1e8; i++) sum += i & 7;
      });
      return { freshMemoryMs, writtenAgainMs, loopMs: sum > 0 ? loopMs : NaN };
    });
    return {
      freshMemoryMs: round(figures.freshMemoryMs),
      writtenAgainMs: round(figures.writtenAgainMs),
      loopMs: round(figures.loopMs),
    };
  } finally {
    await page.context().close();
  }
}

/**
 * Main-thread time a pan or zoom costs, until the frame that shows it starts: the synchronous
 * work of the call plus every animation-frame callback it queued (ours and Leaflet's, or MapLibre's
 * render), and whatever ran between the two.
 *
 * The frame's part is counted from the later of the frame's timestamp and the end of the call.
 * Chromium stamps a frame with the vsync it belongs to, which can be before the call ended, even
 * before it began (measured here: up to 15 ms before a 5 ms call, whose frame then ran right
 * after it); counting from the timestamp alone counted the call's work twice and time before it.
 */
export async function redrawTimes(page: Page, getMap: string, steps = 40): Promise<number[]> {
  return page.evaluate(
    async ({ getMap, steps }) => {
      const map = new Function(`return ${getMap}`)() as import('leaflet').Map;
      const times: number[] = [];
      /** Time from the later of `since` and the next frame's timestamp to that frame's callbacks. */
      const frame = (since: number) =>
        new Promise<number>((resolve) =>
          requestAnimationFrame((timestamp) => resolve(performance.now() - Math.max(timestamp, since))),
        );
      await frame(0);
      for (let i = 0; i < steps; i++) {
        const start = performance.now();
        // setZoom and panBy jump without animation in Leaflet and in MapLibre GL alike.
        if (i % 4 === 0) map.setZoom(map.getZoom() + 1, { animate: false });
        else if (i % 4 === 2) map.setZoom(map.getZoom() - 1, { animate: false });
        else map.panBy([i % 8 === 1 ? 240 : -240, 120], { animate: false });
        const end = performance.now();
        times.push(end - start + (await frame(end)));
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      return times;
    },
    { getMap, steps },
  );
}
