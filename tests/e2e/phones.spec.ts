import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createPlace, mapElement } from './home-helpers';
import { stubOutsideMedia } from './media-stub';
import { fingerTap } from './touch';

const PHONE = { width: 390, height: 844 };

interface LeafletElement extends HTMLElement {
  leafletMap: import('leaflet').Map;
}

/** Puts the place's marker `gap` px right of the zoom-out button, level with it; returns where it is now. */
async function markerBesideZoomOut(page: Page, at: { latitude: number; longitude: number }, gap: number) {
  return page.evaluate(
    ({ lat, lng, gap }) => {
      const element = document.querySelector('.leaflet-container') as LeafletElement;
      const map = element.leafletMap;
      const box = element.getBoundingClientRect();
      const button = document.querySelector('.leaflet-control-zoom-out')!.getBoundingClientRect();
      const x = button.right + gap;
      const y = button.top + button.height / 2;
      map.setView([lat, lng], 10, { animate: false });
      const point = map.latLngToContainerPoint([lat, lng]);
      map.panBy([point.x - (x - box.left), point.y - (y - box.top)], { animate: false });
      return { x, y, zoom: map.getZoom() };
    },
    { lat: at.latitude, lng: at.longitude, gap },
  );
}

const zoomOf = (page: Page) =>
  page.evaluate(() => (document.querySelector('.leaflet-container') as LeafletElement).leafletMap.getZoom());

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a marker a few pixels from the zoom buttons opens its place, and its sheet leaves the attribution readable', async ({
    page,
    ownerApi,
  }) => {
    const place = await createPlace(ownerApi, {
      name: `Tapnear ${Date.now()}`,
      latitude: -41.2,
      longitude: 174.8,
    });
    await stubOutsideMedia(page.context());
    await page.goto('/');
    await expect(mapElement(page)).toHaveAttribute('data-markers-drawn', /\d+/);
    const { x, y, zoom } = await markerBesideZoomOut(page, place, 8);
    await fingerTap(page, x, y);
    const sheet = page.locator('[data-place-sheet]');
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAccessibleName(place.name);
    expect(await zoomOf(page)).toBe(zoom);

    // The attribution's links stay visible and can be reached: the sheet sits above them.
    const attribution = page.locator('.leaflet-control-attribution');
    const [sheetBox, credit] = [await sheet.boundingBox(), await attribution.boundingBox()];
    expect(credit).not.toBeNull();
    expect(sheetBox!.y + sheetBox!.height).toBeLessThanOrEqual(credit!.y + 0.5);
    const covered = await attribution.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !element.contains(hit);
    });
    expect(covered).toBe(false);
  });

  test('the suggest form moves focus to the first field to fix', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Suggest a place' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suggest a Place' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const placeName = dialog.getByRole('textbox', { name: /Place Name/ });
    await expect(placeName).toHaveAttribute('aria-invalid', 'true');
    await expect(placeName).toBeFocused();
  });
});

for (const width of [768, 900, 1024]) {
  test(`at ${width} px the search box shows its whole placeholder`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search destinations' });
    await expect(search).toBeVisible();
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(input.placeholder).width;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return inner - text;
    });
    expect(room).toBeGreaterThanOrEqual(0);
  });
}
