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
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => tasks.push(entry.duration)),
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
