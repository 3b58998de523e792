import type { Locator, Page } from '@playwright/test';
import { typeEmoji } from '../../src/shared/location-types';
import { expect, test } from './fixtures';
import { createPlace, markerPosition, mapElement } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

// Issue 15, the browser's side of photos: uploads with progress, responsive files with a blurred
// preview, and never a broken-image icon, whatever the photo.

/** Images on screen in `scope` that the browser gave up on: each shows the broken-image icon. */
async function brokenImages(scope: Locator): Promise<string[]> {
  return scope.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => image.complete && image.naturalWidth === 0 && image.getClientRects().length > 0)
      .map((image) => image.currentSrc || image.src),
  );
}

/** The type's emoji on the gradient stands where the photo would be, and no image is broken. */
async function expectFallback(scope: Locator, type: string) {
  const fallback = scope.locator('[data-photo="fallback"]').first();
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText(typeEmoji(type));
  const box = (await fallback.boundingBox())!;
  // A real stand-in, the size of the photo, not a speck.
  expect(box.width).toBeGreaterThan(40);
  expect(box.height).toBeGreaterThan(40);
  expect(await brokenImages(scope)).toEqual([]);
}

const recentlyAdded = (page: Page) => page.getByRole('region', { name: 'Recently Added' });

test.describe('a photo link that does not load', () => {
  test('shows the type on a gradient, never a broken image: card, popup, modal and stats', async ({
    page,
    ownerApi,
  }) => {
    const broken = 'https://photos.example.com/broken/gone.jpg';
    await stubOutsideMedia(page.context(), ['/broken/']);
    const place = await createPlace(ownerApi, {
      name: `Broken Photo Lake ${Date.now()}`,
      type: 'lake',
      status: 'visited',
      visitedAt: '2026-01-02',
      // Far from the demo places: its marker is the only one under the click.
      latitude: -54.45,
      longitude: -37.2,
      photos: [broken],
    });

    // The list's card.
    await page.goto(`/?view=list&q=${encodeURIComponent(place.name)}`);
    const card = page.getByRole('article', { name: place.name });
    await expectFallback(card, 'lake');
    if (process.env.SHOTS) await card.screenshot({ path: '/tmp/shot-card.png' });

    // The detail modal's header (its stand-in is named like the photo).
    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: place.name });
    await expect(dialog.getByRole('img', { name: `${place.name}, photo 1 of 1` })).toBeVisible();
    await expectFallback(dialog, 'lake');
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shot-modal.png' });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // The map's popup.
    await page.goto('/');
    await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
    const at = await markerPosition(page, place);
    await page.mouse.click(at.x, at.y);
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByRole('heading', { name: place.name })).toBeVisible();
    await expectFallback(popup, 'lake');
    if (process.env.SHOTS) await popup.screenshot({ path: '/tmp/shot-popup.png' });

    // Statistics: Recently Added.
    await page.goto('/stats');
    const row = recentlyAdded(page).getByRole('listitem').filter({ hasText: place.name });
    await expectFallback(row, 'lake');
    if (process.env.SHOTS) await recentlyAdded(page).screenshot({ path: '/tmp/shot-stats.png' });
  });

  test('a photo link that loads is shown as it is, as a plain image', async ({ page, ownerApi }) => {
    await stubOutsideMedia(page.context());
    const place = await createPlace(ownerApi, {
      name: `Working Photo Peak ${Date.now()}`,
      photos: ['https://photos.example.com/fine/peak.jpg'],
    });
    await page.goto(`/?view=list&q=${encodeURIComponent(place.name)}`);
    const image = page.getByRole('article', { name: place.name }).locator('img');
    await expect(image).toHaveAttribute('data-photo', 'loaded');
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // A link typed by hand has no other sizes to choose from.
    await expect(image).not.toHaveAttribute('srcset', /.+/);
  });
});
