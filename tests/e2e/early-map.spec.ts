import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allPlaces, mapElement, markerPosition } from './home-helpers';

/** Holds the app's own script back until the answer is called: the early map runs alone meanwhile. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// A visitor's home page paints its markers before the app has loaded (src/client/early-map.ts),
// and the app then takes that map over (issue 19).

test('a visitor sees the markers before the app has loaded, and the app takes that same map over', async ({
  page,
}) => {
  // The app's own script is held back: whatever shows meanwhile is the early map's doing.
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });

  const map = mapElement(page);
  await expect(map).toHaveAttribute('data-markers-painted', /[1-9]/);
  await expect(map).toBeVisible();
  await expect(page.getByRole('img', { name: /^Map of [\d,]+ places$/ })).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  // The count is the app's map's: it comes when the app has taken the map over.
  await expect(map).not.toHaveAttribute('data-marker-count');
  // The map that painted first is the one the app shows: nothing is created twice.
  await map.evaluate((element) => element.setAttribute('data-test-early', ''));
  const drawn = await map.getAttribute('data-markers-drawn');

  release();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('#main-content .leaflet-container')).toHaveAttribute('data-test-early', '');
  await expect(map).toHaveCount(1);
  await expect(map).toHaveAttribute('data-marker-count', /[1-9]/);
  // The same markers were not drawn anew: their first paint is still the early one.
  await expect(map).toHaveAttribute('data-markers-drawn', drawn!);
  // The app's parts are on it: its tiles, its legend over it, its keyboard description.
  await expect(page.locator('.leaflet-tile-pane img').first()).toBeAttached();
  await expect(map).toHaveAttribute('aria-label', 'Map');
});

test('when the early request for the places fails, the app asks again and shows them', async ({ page }) => {
  let failed = false;
  await page.route('**/api/locations/map', async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fulfill({ status: 429, contentType: 'application/json', body: '{"error":"Slow down"}' });
  });
  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
  await expect(mapElement(page)).toHaveCount(1);
  await expect(page.locator('#main-content .leaflet-container')).toBeVisible();
  expect(failed).toBe(true);
});

test('a marker clicked before the app has loaded opens its place once the app has taken the map over', async ({
  page,
  request,
}) => {
  // A place with no other near it at the zoom the click is made at.
  const places = await allPlaces(request);
  const alone = (p: (typeof places)[number]) =>
    places.filter(
      (q) => Math.abs(q.latitude - p.latitude) < 0.05 && Math.abs(q.longitude - p.longitude) < 0.05,
    ).length === 1;
  const place = places.find(alone);
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(mapElement(page)).toHaveAttribute('data-markers-painted', /[1-9]/);
  const at = await markerPosition(page, place!);
  await page.mouse.click(at.x, at.y);
  await expect(page.locator('.leaflet-popup')).toHaveCount(0);

  release();
  await expect(page.locator('.leaflet-popup').getByRole('heading', { name: place!.name })).toBeVisible();
});
