import type { Locator, Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { intersects, type Box } from './boxes';
import { expect, test } from './fixtures';
import { createPlace, mapElement } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

/** The map's controls as a visitor sees them; one hidden while a popup is open has no box. */
function controls(page: Page): [string, Locator][] {
  return [
    ['zoom control', page.locator('.leaflet-control-zoom')],
    ['count badge', page.getByRole('status').filter({ hasText: 'All markers should be visible' })],
    ['shading toggle', page.getByRole('button', { name: 'Shade visited countries' })],
    ['legend', page.getByRole('region', { name: 'Map legend' })],
  ];
}

type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
const CORNERS: Corner[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/**
 * Moves the map so the place sits as near the corner as a click can reach: the first point on
 * the corner's diagonal where the map itself (not a control) is under the pointer.
 */
async function placeNearCorner(page: Page, place: Location, corner: Corner) {
  return page.evaluate(
    ({ lat, lng, corner }) => {
      const element = document.querySelector('.leaflet-container') as HTMLElement & {
        leafletMap: import('leaflet').Map;
      };
      const map = element.leafletMap;
      const box = element.getBoundingClientRect();
      const right = corner.endsWith('right');
      const bottom = corner.startsWith('bottom');
      for (let step = 16; step < Math.min(box.width, box.height) / 2; step += 8) {
        const x = right ? box.right - step : box.left + step;
        const y = bottom ? box.bottom - step : box.top + step;
        // The marker is painted on the canvas in the overlay pane; a control or overlay above it is in the way.
        const hit = document.elementFromPoint(x, y);
        if (!hit?.closest('.leaflet-map-pane') && hit !== element) continue;
        // Keep the zoom; move the centre so the place lands on (x, y).
        map.setView([lat, lng], 12, { animate: false });
        const at = map.latLngToContainerPoint([lat, lng]);
        map.panBy([at.x - (x - box.left), at.y - (y - box.top)], { animate: false });
        return { x, y };
      }
      throw new Error(`no free point near the ${corner} corner`);
    },
    { lat: place.latitude, lng: place.longitude, corner },
  );
}

/** Where a place is on the screen now. */
function markerOnScreen(page: Page, place: Location) {
  return page.evaluate(
    ({ lat, lng }) => {
      const element = document.querySelector('.leaflet-container') as HTMLElement & {
        leafletMap: import('leaflet').Map;
      };
      const point = element.leafletMap.latLngToContainerPoint([lat, lng]);
      const box = element.getBoundingClientRect();
      return { x: box.left + point.x, y: box.top + point.y };
    },
    { lat: place.latitude, lng: place.longitude },
  );
}

/** The card of an open place: a popup at its marker, or on a phone a sheet along the map's bottom. */
const openCard = (page: Page, phone = false) =>
  phone ? page.locator('[data-place-sheet]') : page.locator('.leaflet-popup');

/** The card's box once the map has stopped moving (Leaflet's pan animation done). */
async function settledPopupBox(page: Page, phone = false) {
  const popup = openCard(page, phone);
  let last: Box | null = null;
  await expect
    .poll(async () => {
      const moving = await page.evaluate(() => {
        const map = (
          document.querySelector('.leaflet-container') as HTMLElement & {
            leafletMap: import('leaflet').Map & { _panAnim?: { _inProgress?: boolean } };
          }
        ).leafletMap;
        return Boolean(map._panAnim?._inProgress);
      });
      const box = await popup.boundingBox();
      const same = !moving && box !== null && last !== null && JSON.stringify(box) === JSON.stringify(last);
      last = box;
      return same;
    })
    .toBe(true);
  return last!;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    let place: Location;
    test.use({ viewport });

    test.beforeEach(async ({ ownerApi }) => {
      place = await createPlace(ownerApi, {
        // Far from every demo place, so nothing else is under the click.
        latitude: 40.1234,
        longitude: -117.9876,
        status: 'visited',
        notes: 'Three photos, and a card tall enough to need the room.',
        photos: ['one', 'two', 'three'].map((name) => `https://photos.example.com/${name}.jpg`),
      });
    });

    test.afterEach(async ({ ownerApi }) => {
      expect((await ownerApi.delete(`/api/locations/${place.id}`)).status()).toBe(204);
    });

    test('a popup near each corner of the map covers no control and none covers its buttons', async ({
      page,
    }) => {
      await stubOutsideMedia(page.context());
      await page.goto('/');
      await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
      const phone = viewport.width < 640;
      const popup = openCard(page, phone);

      for (const corner of CORNERS) {
        const at = await placeNearCorner(page, place, corner);
        await page.mouse.click(at.x, at.y);
        await expect(popup.getByRole('heading', { name: place.name })).toBeVisible();
        const photos = popup.getByRole('group', { name: `Photos of ${place.name}` });
        await expect(photos.getByRole('img')).toHaveJSProperty('complete', true);
        const box = await settledPopupBox(page, phone);
        if (phone) {
          // The sheet spans the map's width, standing on its attribution; the place is moved into view above it.
          const map = (await mapElement(page).boundingBox())!;
          const credit = (await page.locator('.leaflet-control-attribution').boundingBox())!;
          expect(box.width).toBeCloseTo(map.width, 0);
          expect(box.y + box.height).toBeCloseTo(credit.y, 0);
          const marker = await markerOnScreen(page, place);
          expect(marker.y, `the ${corner} place above the sheet`).toBeLessThan(box.y);
          expect(marker.y).toBeGreaterThan(map.y);
          expect(marker.x).toBeGreaterThan(map.x);
          expect(marker.x).toBeLessThan(map.x + map.width);
        }

        let shown = 0;
        for (const [name, control] of controls(page)) {
          // A control put away (display: none) has no role to be found by.
          const controlBox = (await control.count()) > 0 ? await control.boundingBox() : null;
          if (!controlBox) continue;
          shown++;
          expect(intersects(box, controlBox), `the ${corner} popup over the ${name}`).toBe(false);
        }
        // On a desktop every control stays; a phone may put the badge and legend away while a card is open.
        expect(shown).toBeGreaterThanOrEqual(viewport.width >= 640 ? 4 : 2);

        for (const name of ['Previous photo', 'Next photo']) {
          const button = photos.getByRole('button', { name });
          const free = await button.evaluate((element) => {
            const rect = element.getBoundingClientRect();
            const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
            return hit !== null && element.contains(hit);
          });
          expect(free, `"${name}" in the ${corner} popup is under something`).toBe(true);
        }
        await photos.getByRole('button', { name: 'Next photo' }).click();
        await expect(photos.getByText('2 / 3')).toBeVisible();

        // Escape closes it too (the focus is on its Next photo button).
        if (corner === 'bottom-right') await page.keyboard.press('Escape');
        else await popup.getByRole('button', { name: 'Close popup' }).click();
        await expect(popup).toHaveCount(0);
      }
    });
  });
}

/** What the map shows for keyboard use: the ring's pseudo-element, the outline and the hint's width. */
function keyboardAids(page: Page) {
  return page.evaluate(() => {
    const element = document.querySelector('.leaflet-container') as HTMLElement;
    const hint = document.querySelector('.fru-map-keys') as HTMLElement;
    return {
      focused: document.activeElement === element,
      ring: getComputedStyle(element, '::after').content !== 'none',
      outline: getComputedStyle(element).outlineStyle !== 'none',
      hintShown: hint.getBoundingClientRect().width > 1,
    };
  });
}

test('the keyboard aids show for keyboard focus only, not after a mouse click', async ({ page }) => {
  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
  // Out at sea: nothing to open under the click.
  await page.evaluate(() => {
    const element = document.querySelector('.leaflet-container') as HTMLElement & {
      leafletMap: import('leaflet').Map;
    };
    element.leafletMap.setView([-40, -30], 5, { animate: false });
  });
  const box = (await mapElement(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => keyboardAids(page)).toMatchObject({ focused: true });
  expect(await keyboardAids(page)).toEqual({ focused: true, ring: false, outline: false, hintShown: false });

  // Back to the map by keyboard: from its first button, Shift+Tab lands on the map itself.
  await page.getByRole('button', { name: 'Zoom in' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect
    .poll(() => keyboardAids(page))
    .toEqual({ focused: true, ring: true, outline: true, hintShown: true });
  await expect(page.getByText('Arrow keys move the map, + and − zoom.', { exact: false })).toBeVisible();

  // Once the visitor uses the keys after a click, the aids come back.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(async () => (await keyboardAids(page)).ring).toBe(false);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await keyboardAids(page)).ring).toBe(true);
});

test('an open popup fits again when the window narrows (a phone turned, a window resized)', async ({
  page,
  ownerApi,
}) => {
  await stubOutsideMedia(page.context());
  const place = await createPlace(ownerApi, { latitude: 40.1234, longitude: -117.9876, status: 'visited' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
  const at = await placeNearCorner(page, place, 'top-right');
  await page.mouse.click(at.x, at.y);
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('heading', { name: place.name })).toBeVisible();
  await settledPopupBox(page);

  await page.setViewportSize({ width: 390, height: 700 });
  const box = await settledPopupBox(page);
  const map = (await mapElement(page).boundingBox())!;
  expect(box.x, 'the popup starts inside the map').toBeGreaterThanOrEqual(map.x);
  expect(box.x + box.width, 'the popup ends inside the map').toBeLessThanOrEqual(map.x + map.width);
  for (const [name, control] of controls(page)) {
    const controlBox = (await control.count()) > 0 ? await control.boundingBox() : null;
    if (controlBox) expect(intersects(box, controlBox), `the popup over the ${name}`).toBe(false);
  }
  expect((await ownerApi.delete(`/api/locations/${place.id}`)).status()).toBe(204);
});
