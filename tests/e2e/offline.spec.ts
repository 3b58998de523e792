import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { createPlace, mapElement } from './home-helpers';
import { stubOutsideMedia } from './media-stub';
import { startOwnSite } from './own-site';
import type { RunningServer } from './server';
import { OWNER_PASSWORD } from './server';

// Issue 41: a visitor who opened the home page once reloads it offline and sees the map with its
// places, with a notice that it is offline, and the places they opened still open. The service
// worker (src/client/sw.ts) never keeps what the signed-in owner reads.

// Every other test blocks service workers (playwright.config.ts): they would answer requests that
// page.route means to see.
test.use({ serviceWorkers: 'allow' });

let server: RunningServer;
let owner: APIRequestContext;
let places: Location[];

test.beforeAll(async () => {
  ({ server, owner } = await startOwnSite());
  places = [
    await createPlace(owner, { latitude: 48.8566, longitude: 2.3522, status: 'visited' }),
    await createPlace(owner, { latitude: 35.6762, longitude: 139.6503, status: 'planned' }),
    await createPlace(owner, { latitude: -33.8688, longitude: 151.2093, status: 'wishlist' }),
  ];
});

test.afterAll(async () => {
  await owner.dispose();
  await server.stop();
});

async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  await stubOutsideMedia(context);
  return context;
}

/** The worker registers once the page has settled, then keeps what the page loaded before it ran. */
async function workerKept(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (kept) => {
          if (!navigator.serviceWorker.controller) return false;
          return (await caches.match(kept)) !== undefined;
        }, path),
      { timeout: 45_000 },
    )
    .toBe(true);
}

const offlineNotice = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: 'You are offline: the map shows the places as they were last loaded.' });
const countBadge = (page: Page, count: number) => page.getByText(`${count} locations`, { exact: true });
const searchBox = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search destinations' }).filter({ visible: true });

test('offline reload showing the map with its places, and the place opened before', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  await expect(countBadge(page, places.length)).toBeVisible();
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', String(places.length));
  await workerKept(page, '/api/locations/map');
  expect(await page.evaluate(() => caches.keys())).toEqual(
    expect.arrayContaining(['fru-pages', 'fru-assets', 'fru-data']),
  );

  // The visitor opens one place (from the search box: the dialog over the map, `?place=N`).
  const opened = places[1]!;
  await searchBox(page).click();
  await searchBox(page).pressSequentially(opened.name);
  await page.getByRole('listbox', { name: 'Search destinations' }).getByRole('option').first().click();
  const dialog = page.getByRole('dialog', { name: opened.name });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]place=${opened.id}\\b`));
  // The dialog asks for its place by id (GET /api/locations?ids=N, get-location.ts).
  await workerKept(page, `/api/locations?ids=${opened.id}`);
  await expect(offlineNotice(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('dialog', { name: opened.name })).toBeVisible();
  await expect(page.getByRole('dialog', { name: opened.name }).getByText(opened.address)).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(countBadge(page, places.length)).toBeVisible();
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', String(places.length));
  // Drawn from the kept data, painted on the map's canvas (those in view).
  await expect(mapElement(page)).toHaveAttribute('data-markers-drawn', /^\d+$/);
  await expect(mapElement(page)).toHaveAttribute('data-markers-painted', /^[1-9]\d*$/);

  // And by its address from the start, offline, as a link shared or kept would open it.
  await page.goto(`/?place=${opened.id}`);
  await expect(page.getByRole('dialog', { name: opened.name })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();

  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
  await context.close();
});

test('nothing the signed-in owner reads is kept, private places least of all', async ({ browser }) => {
  const hidden = await createPlace(owner, { isPrivate: true, latitude: 64.1466, longitude: -21.9426 });
  const context = await freshContext(browser);
  const login = await context.request.post('/api/auth/login', {
    data: { password: OWNER_PASSWORD },
    headers: { origin: server.url },
  });
  expect(login.status()).toBe(204);
  const page = await context.newPage();
  await page.goto('/');
  await expect(countBadge(page, places.length + 1)).toBeVisible();
  // The worker runs and keeps the page and its build files: it would keep an answer it may.
  await workerKept(page, '/');

  for (const place of [hidden, places[0]!]) {
    await page.goto(`/?place=${place.id}`);
    await expect(page.getByRole('dialog', { name: place.name })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    for (const read of [`/api/locations/${place.id}`, `/api/locations?ids=${place.id}`])
      expect(await page.evaluate((url) => caches.match(url).then((kept) => kept === undefined), read)).toBe(
        true,
      );
  }
  const keptReads = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths.filter((path) => path.startsWith('/api/'));
  });
  expect(keptReads).toEqual([]);
  await context.close();
});
