import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { createPlace, mapElement } from './home-helpers';

// A visitor's home page paints its markers as soon as the places arrive, from a script written
// inline in the page (src/client/early-paint.ts), before Leaflet and the app; the map then draws
// the same markers over it and removes it (issue 19).

/** Holds back the scripts whose names match until the answer is called. */
async function holdScripts(page: Page, names: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(names, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const earlyCanvas = (page: Page) => page.locator('canvas.fru-early-paint');

/**
 * The most a colour channel may differ between the two paints: the canvas and the map's raster
 * blend the semi-transparent edges of stacked markers with their own rounding (up to 5 levels of
 * 255 where six markers share a spot); a marker one pixel off changes its edge by a hundred or more.
 */
const SAME_PIXEL = 8;

/** The map's area as pixels (RGB), over whatever the page shows there. */
async function mapPixels(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const { data, info } = await sharp(await page.screenshot({ clip: box }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, pixels: info.width * info.height };
}

interface Screen {
  width: number;
  height: number;
  ratio: number;
  sidebarOpen: boolean;
}

/**
 * Loads the home page on this screen with the map's code held back: the early paint alone, then
 * the map once the code has come. Answers how many marker pixels the early paint showed and the
 * most a colour channel differs between the two, and checks the handover.
 */
async function earlyAndDrawn(browser: Browser, origin: string, screen: Screen) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.ratio,
  });
  try {
    if (screen.sidebarOpen)
      await context.addInitScript(() => localStorage.setItem('sidebar-collapsed', 'false'));
    const page = await context.newPage();
    // No tiles: the comparison is of the markers on the map's background.
    await page.route('**/tiles/**', (route) => route.abort());
    const release = await holdScripts(page, /\/assets\/(map|core|index)-[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });

    await expect(earlyCanvas(page)).toBeVisible();
    await expect(mapElement(page)).toHaveCount(0);
    const box = (await earlyCanvas(page).boundingBox())!;
    const early = await mapPixels(page, box);
    // Markers, not an empty background: pixels that differ from the top-left corner's colour.
    const background = [...early.data.subarray(0, 3)];
    let marked = 0;
    for (let i = 0; i < early.data.length; i += 3)
      if (Math.abs(early.data[i]! - background[0]!) + Math.abs(early.data[i + 1]! - background[1]!) > 30)
        marked++;

    release();
    await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
    // The map drew them: the early canvas is gone, and the markers count as drawn when it painted them.
    await expect(earlyCanvas(page)).toHaveCount(0);
    const paintedAt = await page.evaluate(() => Math.round(window.fruEarlyPaint!.painted!.at));
    await expect(mapElement(page)).toHaveAttribute('data-markers-drawn', String(paintedAt));
    expect((await mapElement(page).boundingBox())!).toEqual(box);

    // The map's controls, badge and buttons aside, the same pixels.
    await page.addStyleTag({
      content:
        '.leaflet-control-container, [data-map-control], [data-floating-action] { visibility: hidden !important }',
    });
    const drawn = await mapPixels(page, box);
    let most = 0;
    for (let i = 0; i < early.data.length; i++)
      most = Math.max(most, Math.abs(early.data[i]! - drawn.data[i]!));
    return { marked, most };
  } finally {
    await context.close();
  }
}

const LAPTOP: Screen = { width: 1280, height: 800, ratio: 1, sidebarOpen: false };

/**
 * With these places added (one by one, and deleted again whatever happens), the early paint on a
 * laptop shows the very pixels the map then draws.
 */
async function expectSamePaintsWith(
  browser: Browser,
  origin: string,
  ownerApi: APIRequestContext,
  places: Partial<Location>[],
) {
  const created = [];
  for (const place of places) created.push(await createPlace(ownerApi, place));
  try {
    const { most } = await earlyAndDrawn(browser, origin, LAPTOP);
    expect(most).toBeLessThanOrEqual(SAME_PIXEL);
  } finally {
    for (const place of created) await ownerApi.delete(`/api/locations/${place.id}`);
  }
}

for (const { name, ...screen } of [
  { name: 'a laptop', ...LAPTOP },
  {
    name: 'a high-density screen with the sidebar open',
    width: 1280,
    height: 800,
    ratio: 2,
    sidebarOpen: true,
  },
  { name: 'a phone', width: 390, height: 844, ratio: 3, sidebarOpen: false },
]) {
  test(`on ${name}, every marker shows before the map's code has come, on the very pixels where the map then draws it`, async ({
    browser,
    server,
  }) => {
    const { marked, most } = await earlyAndDrawn(browser, server.url, screen);
    expect(marked).toBeGreaterThan(500);
    expect(most).toBeLessThanOrEqual(SAME_PIXEL);
  });
}

test('two places on one spot just outside the view show their edge as the map draws it', async ({
  browser,
  server,
  page,
  ownerApi,
}) => {
  // The spot 4 pixels left of the map's first view, halfway down: half of each marker reaches in.
  await page.setViewportSize(LAPTOP);
  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
  const spot = await page.evaluate(() => {
    const map = (
      document.querySelector('.leaflet-container') as HTMLElement & { leafletMap: import('leaflet').Map }
    ).leafletMap;
    return map.containerPointToLatLng([-4, map.getSize().y / 2]);
  });
  const twin = { latitude: spot.lat, longitude: spot.lng, status: 'visited' } as const;
  await expectSamePaintsWith(browser, server.url, ownerApi, [twin, twin]);
});

test('places stacked on one spot, of every status with and without videos, show as the map draws them', async ({
  browser,
  server,
  ownerApi,
}) => {
  const stacked = [];
  for (const status of ['visited', 'planned', 'wishlist'] as const)
    for (const videos of [[], ['https://www.youtube.com/watch?v=dQw4w9WgXcQ']])
      stacked.push({ latitude: 39.5, longitude: -98.5, status, youtubeUrls: videos });
  await expectSamePaintsWith(browser, server.url, ownerApi, stacked);
});

test("when the early map's script fails, the app's map shows the places and nothing covers it", async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/assets\/early-map-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
  // The failure this test forces is the only error the page reports.
  expect(consoleErrors).toEqual([expect.stringContaining('net::ERR_FAILED')]);
  consoleErrors.length = 0;
  await expect(earlyCanvas(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.fruEarlyPaint?.frame.isConnected)).toBe(false);
  // The map under the pointer is the app's: a drag moves it.
  const before = await page.evaluate(() => {
    const element = document.querySelector('.leaflet-container') as HTMLElement & {
      leafletMap: import('leaflet').Map;
    };
    return element.leafletMap.getCenter().lng;
  });
  const box = (await mapElement(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const after = await page.evaluate(() => {
    const element = document.querySelector('.leaflet-container') as HTMLElement & {
      leafletMap: import('leaflet').Map;
    };
    return element.leafletMap.getCenter().lng;
  });
  expect(after).toBeGreaterThan(before);
});

test('a visitor who comes back with a search sees no early paint: the app draws that search', async ({
  page,
}) => {
  await page.goto('/?q=park');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
  await expect(earlyCanvas(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.fruEarlyPaint)).toBeUndefined();
});
