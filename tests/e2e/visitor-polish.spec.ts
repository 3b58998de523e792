import type { Locator, Page } from '@playwright/test';
import { placePath } from '../../src/shared/place-url';
import { statusRow } from '../../src/shared/status';
import { siteConfig } from './content-helpers';
import { expect, test } from './fixtures';
import { allPlaces, createPlace } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

// Issue 17, the smaller things a visitor runs into: toasts hidden under a dialog or over the search,
// the status shown twice and a video label without its total, Learn More doing nothing, broken-image
// icons, and names cut short on a phone.

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

const intersects = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The visible toast that says `text`. */
const toastSaying = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Waits for a toast to end its slide in: measured where it stays. */
async function settled(toast: Locator) {
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
}

/** Whatever the pointer would reach at the middle of `locator` is inside it: nothing lies over it. */
async function expectOnTop(page: Page, locator: Locator) {
  const box = await boxOf(locator);
  const onTop = await locator.evaluate(
    (element, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return hit !== null && element.contains(hit);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop, 'the toast is the topmost element at its centre').toBe(true);
}

/** No share sheet: the clipboard path (and its toast) runs. */
async function clipboardOnly(page: Page, origin: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
}

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context(), ['/broken/']));

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a toast shows above the detail dialog and clear of the header's search`, async ({
    page,
    request,
    server,
  }) => {
    await page.setViewportSize(viewport);
    await clipboardOnly(page, server.url);
    const place = (await allPlaces(request))[0]!;
    await page.goto(`/?place=${place.id}`);
    const dialog = page.getByRole('dialog', { name: place.name });
    await dialog.getByRole('button', { name: 'Share Location' }).click();
    const copied = toastSaying(page, 'Location details copied to clipboard!');
    await expect(copied).toBeVisible();
    await settled(copied);
    await expectOnTop(page, copied);

    await page.goto('/stats');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const shared = toastSaying(page, 'Channel link copied to clipboard!');
    await expect(shared).toBeVisible();
    await settled(shared);
    const search = page.getByRole('banner').getByRole('combobox').filter({ visible: true });
    expect(intersects(await boxOf(shared), await boxOf(search))).toBe(false);
    await expectOnTop(page, shared);
  });
}

test('the detail dialog shows the status once and names each video "n of N"', async ({ page, ownerApi }) => {
  const place = await createPlace(ownerApi, {
    name: `Two Videos Falls ${Date.now()}`,
    status: 'wishlist',
    youtubeUrls: [
      'https://www.youtube.com/watch?v=aaaaaaaaaaa',
      'https://www.youtube.com/watch?v=bbbbbbbbbbb',
    ],
  });
  try {
    await page.goto(`/?place=${place.id}`);
    const dialog = page.getByRole('dialog', { name: place.name });
    await expect(dialog.getByRole('heading', { name: 'Status' })).toBeVisible();
    await expect(dialog.getByText(statusRow('wishlist').label, { exact: true })).toHaveCount(1);
    await expect(
      dialog.getByRole('link', { name: `Watch video 1 of 2 about ${place.name} (opens in a new tab)` }),
    ).toBeVisible();

    // The place's page shows it once too.
    await page.goto(placePath(place));
    await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
    const details = page.getByRole('article', { name: place.name });
    await expect(details.getByText(statusRow('wishlist').label, { exact: true })).toHaveCount(1);
  } finally {
    await ownerApi.delete(`/api/locations/${place.id}`);
  }
});

test('each Learn More on the advertise page writes to the advertising address about its package', async ({
  page,
  request,
}) => {
  const site = await siteConfig(request);
  await page.goto('/advertise');
  for (const title of ['Display Advertising', 'Sponsored Content']) {
    const learnMore = page.getByRole('article', { name: title }).getByRole('link', { name: /^Learn More/ });
    await expect(learnMore).toBeVisible();
    const href = (await learnMore.getAttribute('href'))!;
    expect(href.startsWith(`mailto:${site.advertisingEmail}?`)).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toContain(title);
  }
});

/**
 * Photos on screen that the browser gave up on: each shows the broken-image icon. (The map's tiles,
 * which this offline server does not have, are left out: they have no alt text and show nothing.)
 */
const brokenImages = (page: Page) =>
  page
    .locator('img:not(.leaflet-tile)')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.complete && image.naturalWidth === 0 && image.getClientRects().length > 0)
        .map((image) => image.currentSrc || image.src),
    );

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a photo that does not load never shows a broken image: card, dialog and page', async ({
    page,
    ownerApi,
  }) => {
    const place = await createPlace(ownerApi, {
      name: `Broken Photos Cove ${Date.now()}`,
      photos: ['https://photos.example.com/broken/one.jpg', 'https://photos.example.com/broken/two.jpg'],
    });
    try {
      await page.goto(`/?view=list&q=${encodeURIComponent(place.name)}`);
      const card = page.getByRole('article', { name: place.name });
      await expect(card.locator('[data-photo="fallback"]')).toBeVisible();
      expect(await brokenImages(page)).toEqual([]);

      await card.getByRole('button', { name: 'View Details' }).click();
      const dialog = page.getByRole('dialog', { name: place.name });
      await expect(dialog.locator('[data-photo="fallback"]').first()).toBeVisible();
      await dialog.getByRole('button', { name: /Next photo/ }).click();
      await expect(dialog.locator('[data-photo="fallback"]').last()).toBeVisible();
      expect(await brokenImages(page)).toEqual([]);

      await page.goto(placePath(place));
      await expect(page.locator('[data-photo="fallback"]').first()).toBeVisible();
      expect(await brokenImages(page)).toEqual([]);
    } finally {
      await ownerApi.delete(`/api/locations/${place.id}`);
    }
  });

  test('Recently Added shows a long name whole, wrapped', async ({ page, ownerApi }) => {
    const place = await createPlace(ownerApi, {
      name: `The Remarkably Long Named Viewpoint Above The Valley ${Date.now()}`,
      status: 'visited',
      visitedAt: '2026-01-02',
    });
    try {
      await page.goto('/stats');
      const name = page
        .getByRole('region', { name: 'Recently Added' })
        .getByText(place.name, { exact: true });
      await expect(name).toBeVisible();
      const cut = await name.evaluate(
        (element) =>
          element.scrollWidth > element.clientWidth || getComputedStyle(element).textOverflow === 'ellipsis',
      );
      expect(cut).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await ownerApi.delete(`/api/locations/${place.id}`);
    }
  });
});
