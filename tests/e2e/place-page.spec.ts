import type { Page } from '@playwright/test';
import { fillFigures } from '../../src/shared/figures';
import type { HeadMeta } from '../../src/shared/head';
import type { Location } from '../../src/shared/location';
import { placeHead } from '../../src/shared/place-head';
import { placePath } from '../../src/shared/place-url';
import { PAGES, pageTitle, SITE_IMAGE } from '../../src/shared/routes';
import { expect, test } from './fixtures';
import { createPlace, expectNoAxeViolations, mapElement, markerPosition } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

const NOT_FOUND = 'This place does not exist or is no longer public.';

/** A place far from every demo place, so that nothing else is under a click on its marker. */
const lonelyPlace = (ownerApi: Parameters<typeof createPlace>[0], overrides: Partial<Location> = {}) =>
  createPlace(ownerApi, {
    name: `Lonely Lake ${Date.now()}`,
    latitude: 41.4321,
    longitude: -116.6543,
    address: '2 Shore Road, Nowhere, NV 89001',
    state: 'Nevada',
    notes: 'Still water at dawn, and not a soul around.',
    photos: ['https://photos.example.com/lake.jpg'],
    ...overrides,
  });

/** A route's head on the demo site: its copy says the spec's figures (shared/figures.ts). */
const routeMeta = (path: string): HeadMeta => {
  const meta = PAGES.find((page) => page.path === path)!;
  return { ...meta, description: fillFigures(meta.description, undefined) };
};

/** The live head says what `meta` says, each tag exactly once (the server's tags are gone). */
async function expectHead(page: Page, meta: HeadMeta, siteUrl: string) {
  const url = `${siteUrl}${meta.path}`;
  const image = `${siteUrl}${(meta.image ?? SITE_IMAGE).url}`;
  await expect(page).toHaveTitle(pageTitle(meta.title));
  const expected: [string, string, string][] = [
    ['meta[name="description"]', 'content', meta.description],
    ['link[rel="canonical"]', 'href', url],
    ['meta[property="og:title"]', 'content', pageTitle(meta.title)],
    ['meta[property="og:url"]', 'content', url],
    ['meta[property="og:image"]', 'content', image],
    ['meta[name="twitter:title"]', 'content', pageTitle(meta.title)],
  ];
  for (const [selector, attribute, value] of expected) {
    await expect(page.locator(selector), selector).toHaveCount(1);
    await expect(page.locator(selector), selector).toHaveAttribute(attribute, value);
  }
  await expect(page.locator('head title')).toHaveCount(1);
}

test('moving / → /about → a place page inside the site updates the whole head each time', async ({
  page,
  ownerApi,
  server,
}) => {
  const place = await lonelyPlace(ownerApi);
  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
  await expectHead(page, routeMeta('/'), server.url);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Site pages' })
    .getByRole('link', { name: 'About', exact: true })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expectHead(page, routeMeta('/about'), server.url);

  await page.getByRole('link', { name: 'Explore Map' }).click();
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
  const at = await markerPosition(page, place);
  await page.mouse.click(at.x, at.y);
  await page.locator('.leaflet-popup').getByRole('link', { name: place.name, exact: true }).click();

  await expect(page).toHaveURL(`${server.url}${placePath(place)}`);
  await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  await expectHead(page, placeHead(place), server.url);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  // The details beside a map centred on the place.
  await expect(page.getByRole('heading', { level: 2, name: 'Notes' })).toBeVisible();
  await expect(page.getByText(place.notes)).toBeVisible();
  await expect(mapElement(page)).toBeVisible();
  const centre = await mapElement(page).evaluate((element) => {
    const center = (element as HTMLElement & { leafletMap: import('leaflet').Map }).leafletMap.getCenter();
    return [center.lat, center.lng];
  });
  expect(centre[0]).toBeCloseTo(place.latitude, 3);
  expect(centre[1]).toBeCloseTo(place.longitude, 3);

  // Back returns to the map; forward to the page, with its head again.
  await page.goBack();
  await expectHead(page, routeMeta('/'), server.url);
  await page.goForward();
  await expectHead(page, placeHead(place), server.url);
});

test('the list card, the detail dialog and the old ?place= link all lead to the page', async ({
  page,
  ownerApi,
  server,
}) => {
  const place = await lonelyPlace(ownerApi);
  // The old deep link still opens the dialog, which links to the page.
  await page.goto(`/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  await dialog.getByRole('link', { name: `Open page of ${place.name}` }).click();
  await expect(page).toHaveURL(`${server.url}${placePath(place)}`);
  await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`/?view=list&q=${encodeURIComponent(place.name)}`);
  await page
    .getByRole('article', { name: place.name })
    .getByRole('link', { name: place.name, exact: true })
    .click();
  await expect(page).toHaveURL(`${server.url}${placePath(place)}`);
  await expectHead(page, placeHead(place), server.url);
});

test('a stale or missing slug is replaced by the current one; a rename on the page follows', async ({
  page,
  ownerApi,
  server,
  signIn,
}) => {
  const place = await lonelyPlace(ownerApi);
  const current = `${server.url}${placePath(place)}`;
  for (const stale of [`/places/${place.id}-an-old-name`, `/places/${place.id}`]) {
    await page.goto(stale);
    await expect(page).toHaveURL(current);
    await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  }

  await signIn();
  await page.goto(placePath(place));
  await expect(page.getByRole('group', { name: 'Status' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Private notes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: place.name });
  const renamed = { ...place, name: `${place.name} Renamed` };
  await dialog.getByLabel('Name').fill(renamed.name);
  // The dialog opened from the page does not offer the page it is on.
  await expect(dialog.getByRole('link', { name: /^Open page/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(`${server.url}${placePath(renamed)}`);
  await expect(page.getByRole('heading', { level: 1, name: renamed.name })).toBeVisible();
  await expectHead(page, placeHead(renamed), server.url);

  // The status buttons save at once, as in the dialog.
  const status = page.getByRole('group', { name: 'Status' });
  await status.getByRole('button', { name: 'Wishlist' }).click();
  await expect(status.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => ((await (await ownerApi.get(`/api/locations/${place.id}`)).json()) as Location).status)
    .toBe('wishlist');

  // Deleting from the page leaves it for the map.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByText(`Moved ${renamed.name} to the trash`)).toBeVisible();
});

test('an unknown, malformed or private place shows the not-found page, kept out of search results', async ({
  page,
  ownerApi,
}) => {
  const hidden = await lonelyPlace(ownerApi, { isPrivate: true });
  for (const path of [
    '/places/999999-no-such-place',
    '/places/abc',
    '/places/99999999999-far',
    placePath(hidden),
  ]) {
    const response = await page.goto(path);
    expect([404, 410], path).toContain(response?.status());
    await expect(page.getByRole('heading', { level: 1, name: 'Place not found' }), path).toBeVisible();
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(page).toHaveTitle('Place not found | Fru World');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.getByText(/Loading place/i)).toHaveCount(0);
    await expect(page.getByText(hidden.name)).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to Map' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Share on the page copies the details with the address of the page', async ({
  page,
  context,
  ownerApi,
  server,
}) => {
  const place = await lonelyPlace(ownerApi);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await page.addInitScript(() => {
    // Desktop Chromium may or may not offer a share sheet; this test is about the fallback.
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto(placePath(place));
  // Loaded directly: the server's head tags give way to the page's own, never both.
  await expectHead(page, placeHead(place), server.url);
  await page.getByRole('button', { name: 'Share Location' }).click();
  await expect(page.getByText('Location details copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${place.name} — ${place.address}\n${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)}\n${server.url}${placePath(place)}`,
  );
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the place page has no axe violation and shows both details and map (${viewport.width} px)`, async ({
    page,
    ownerApi,
  }) => {
    const place = await lonelyPlace(ownerApi, {
      youtubeUrls: ['https://www.youtube.com/watch?v=aqz-KE-bpKQ'],
      tags: ['lakes'],
    });
    await page.setViewportSize(viewport);
    await page.goto(placePath(place));
    await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Metadata' })).toBeVisible();
    await expect(mapElement(page)).toBeVisible();
    const map = (await mapElement(page).boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    if (viewport.width >= 1024) expect(map.x).toBeGreaterThan(heading.x + heading.width / 2);
    else expect(map.width).toBeGreaterThan(viewport.width - 80);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await expectNoAxeViolations(page);
  });
}
