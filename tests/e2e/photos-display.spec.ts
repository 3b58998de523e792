import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { createPlace, markerPosition, mapElement } from './home-helpers';
import { stubOutsideMedia } from './media-stub';
import { brokenImages, cameraJpeg, expectFallback, uploadThroughApi } from './photo-helpers';

// Issue 15, the browser's side of photos as visitors see them: responsive files with a blurred
// preview, and never a broken-image icon, whatever the photo.

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

    // The detail modal's header (its stand-in is named like the photo).
    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: place.name });
    await expect(dialog.getByRole('img', { name: `${place.name}, photo 1 of 1` })).toBeVisible();
    await expectFallback(dialog, 'lake');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // The map's popup.
    await page.goto('/');
    await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
    const at = await markerPosition(page, place);
    await page.mouse.click(at.x, at.y);
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByRole('heading', { name: place.name })).toBeVisible();
    await expectFallback(popup, 'lake');

    // Statistics: Recently Added.
    await page.goto('/stats');
    const row = recentlyAdded(page).getByRole('listitem').filter({ hasText: place.name });
    await expectFallback(row, 'lake');
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

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the card draws the blurred preview, then a small file (320 or 640 px), never the 2048 one', async ({
    page,
    ownerApi,
  }) => {
    await stubOutsideMedia(page.context());
    // 2400 px wide: stored as 320, 640, 1280 and 2048.
    const big = await sharp(await cameraJpeg({ r: 90, g: 160, b: 220 }))
      .resize(2400, 1800)
      .jpeg()
      .toBuffer();
    const photo = await uploadThroughApi(ownerApi, big);
    expect(photo.width).toBe(2048);
    const place = await createPlace(ownerApi, { name: `Phone Photo Bay ${Date.now()}`, photos: [photo.url] });

    // Every request for a copy is held until the preview has been checked, then let through.
    const asked: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/media\/[0-9a-f]{32}(-\d+)?\.(avif|webp)$/, async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await page.goto(`/?view=list&q=${encodeURIComponent(place.name)}`);
    const image = page.getByRole('article', { name: place.name }).locator('img');
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    // The preview, decoded from the photo's ThumbHash, fills the frame while the file is on its way.
    await expect(image).toHaveAttribute('data-photo', 'loading');
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
    await expect(image).toHaveCSS('background-image', /^url\("data:image\/png;base64,/);
    const box = (await image.boundingBox())!;
    expect(box.width).toBeGreaterThan(200);

    release();
    await expect(image).toHaveAttribute('data-photo', 'loaded');
    await expect(image).toHaveCSS('background-image', 'none');
    const current = await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(current).toMatch(/-(320|640)\.avif$/);
    expect(asked.filter((path) => /-(1280|2048)\.|[0-9a-f]{32}\.webp$/.test(path))).toEqual([]);
  });
});

test('an uploaded photo shows in the popup, the modal and the statistics, from its copies', async ({
  page,
  ownerApi,
}) => {
  await stubOutsideMedia(page.context());
  const photo = await uploadThroughApi(ownerApi, await cameraJpeg({ r: 30, g: 140, b: 90 }));
  const place = await createPlace(ownerApi, {
    name: `Uploaded Fjord ${Date.now()}`,
    status: 'visited',
    visitedAt: '2026-02-03',
    latitude: -54.2,
    longitude: -36.5,
    photos: [photo.url],
  });
  const shown = async (scope: Locator, name?: string) => {
    const image = name ? scope.getByRole('img', { name }) : scope.locator('img').first();
    await expect(image).toHaveAttribute('data-photo', 'loaded');
    expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
      /^\/media\/[0-9a-f]{32}-\d+\.avif$/,
    );
    expect(await brokenImages(scope)).toEqual([]);
  };

  await page.goto(`/?place=${place.id}`);
  await shown(page.getByRole('dialog', { name: place.name }), `${place.name}, photo 1 of 1`);

  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
  const at = await markerPosition(page, place);
  await page.mouse.click(at.x, at.y);
  const popup = page.locator('.leaflet-popup');
  await shown(popup, `${place.name}, photo 1 of 1`);

  await page.goto('/stats');
  const row = recentlyAdded(page).getByRole('listitem').filter({ hasText: place.name });
  await shown(row);
  // 56 px wide: the smallest file.
  expect(await row.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-320\.avif$/);
});
