import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startServer, type RunningServer } from './server';
import { startImageHost, type ImageHostStandIn } from '../helpers/image-host-stand-in';

// Issue 39: nothing leaves a visitor's browser for another site before they click. With
// TILE_PROXY=true the map's tiles, and always the videos' thumbnails, come through the site's own
// server: a page load asks no other host. The other site (tiles and thumbnails) is a local stand-in
// on another port, which the server asks instead.
test.describe.configure({ mode: 'serial' });

let images: ImageHostStandIn;
let server: RunningServer;

test.beforeAll(async () => {
  images = await startImageHost();
  server = await startServer({
    TILE_PROXY: 'true',
    TILE_URL: `${images.url}/{z}/{x}/{y}.png`,
    YOUTUBE_THUMBNAIL_URL: images.url,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await images?.close();
});

/** Opens `path` as a visitor, recording every request the page makes to a host other than the site's. */
async function otherHostsOn(page: Page, path: string, loaded: () => Promise<void>): Promise<string[]> {
  const otherHosts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host !== new URL(server.url).host) otherHosts.push(request.url());
  });
  await page.goto(`${server.url}${path}`);
  await loaded();
  await page.waitForLoadState('networkidle');
  return otherHosts;
}

test('the home page loads its map tiles through the server, asking no other host', async ({ page }) => {
  const otherHosts = await otherHostsOn(page, '/', async () => {
    await expect(page.locator('.leaflet-tile').first()).toBeAttached();
  });
  expect(otherHosts).toEqual([]);
  expect(await page.locator('.leaflet-tile').first().getAttribute('src')).toMatch(/^\/tile-proxy\/light\//);
  // The server asks the tile host itself (a request of its own, which may land a moment later).
  await expect
    .poll(() => images.requests.some((request) => /^\/\d+\/\d+\/\d+\.png$/.test(request.path)))
    .toBe(true);
});

test("a place page shows its video's thumbnail through the server; the video opens on YouTube only on a click", async ({
  page,
}) => {
  const places = (await (await page.request.get(`${server.url}/api/locations`)).json()) as {
    id: number;
    youtubeUrls: string[];
  }[];
  const withVideo = places.find((place) => place.youtubeUrls.length > 0)!;
  const otherHosts = await otherHostsOn(page, `/places/${withVideo.id}`, async () => {
    await expect(page.locator('img[src^="/thumbnails/"]').first()).toBeAttached();
  });
  expect(otherHosts).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(images.requests.some((request) => request.path.startsWith('/vi/'))).toBe(true);
  await expect(page.getByRole('link', { name: /watch/i }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.youtube\.com\/watch\?v=/,
  );
});

test('/stats asks no other host: photos linked from other sites come through the server', async ({
  page,
}) => {
  // The demo places' photos are links to images.unsplash.com: the page asks /photo-link for them.
  const throughServer: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/photo-link') throughServer.push(request.url());
  });
  const otherHosts = await otherHostsOn(page, '/stats', async () => {
    // The app's section, not the server's heading for crawlers (on screen before the app draws);
    // its photos load lazily, once near the screen.
    const recent = page.getByRole('region', { name: 'Recently Added' });
    await expect(recent.getByRole('listitem').first()).toBeVisible();
    await recent.scrollIntoViewIfNeeded();
    await expect
      .poll(() => throughServer.length, { message: 'photos asked for through /photo-link' })
      .toBeGreaterThan(0);
  });
  expect(otherHosts).toEqual([]);
});
