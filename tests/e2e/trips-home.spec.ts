import type { APIRequestContext, Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import type { Trip } from '../../src/shared/trips/trip-schema';
import { expect, test } from './fixtures';
import { createPlace, mapElement } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

// Issue 38 on the home map: the Trips toggle draws every public trip's lines (never a private
// one), a line's popup links to its trip, a place's popup names its trips, and it is remembered.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

const suffix = () => `${Date.now()}${Math.round(Math.random() * 1e4)}`;

/** Places in the South Atlantic, where no other test puts any: the lines and pins there are ours. */
const place = (ownerApi: APIRequestContext, latitude: number, longitude: number) =>
  createPlace(ownerApi, { name: `Trip stop ${suffix()}`, latitude, longitude, status: 'visited' });

async function createTrip(
  ownerApi: APIRequestContext,
  title: string,
  visibility: 'public' | 'private',
  stops: Location[],
): Promise<Trip> {
  const response = await ownerApi.post('/api/trips', {
    data: {
      title,
      visibility,
      days: [{ stops: stops.map((stop) => ({ placeId: stop.id, modeToNext: 'train' })) }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Trip;
}

/** Shows `at` in the middle of the home map at `zoom`, at once. */
async function viewAt(page: Page, at: { latitude: number; longitude: number }, zoom: number) {
  await page.evaluate(
    ({ lat, lng, zoom }) => {
      const element = document.querySelector('.leaflet-container') as HTMLElement & {
        leafletMap: import('leaflet').Map;
      };
      element.leafletMap.setView([lat, lng], zoom, { animate: false });
    },
    { lat: at.latitude, lng: at.longitude, zoom },
  );
}

const tripsToggle = (page: Page) => page.getByRole('button', { name: 'Trips', exact: true });

test('Trips draws the public trips’ lines, a line’s popup links to its trip, and it is remembered', async ({
  page,
  ownerApi,
}) => {
  const [a, b] = [await place(ownerApi, -50, -40), await place(ownerApi, -51, -35)];
  const [c, d] = [await place(ownerApi, -48, -30), await place(ownerApi, -49, -25)];
  const title = `Southern Ocean by rail ${suffix()}`;
  const shown = await createTrip(ownerApi, title, 'public', [a, b]);
  const hidden = await createTrip(ownerApi, `Private crossing ${suffix()}`, 'private', [c, d]);
  const line = page.locator(`path.trip-line-${shown.id}`);
  // Off, the toggle costs `/` no lines and no chunk of theirs.
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/trips\/lines|home-trips|trip-lines-layer/.test(request.url())) fetched.push(request.url());
  });

  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /\d+/);
  await expect(tripsToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('path.trip-line')).toHaveCount(0);
  expect(fetched).toEqual([]);

  await tripsToggle(page).click();
  await expect(tripsToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(mapElement(page)).toHaveAttribute('data-trip-lines', /^[1-9]\d*$/);
  await expect(line).toHaveCount(1);
  await expect(page.locator(`path.trip-line-${hidden.id}`)).toHaveCount(0);

  await viewAt(page, { latitude: -50.5, longitude: -37.5 }, 6);
  await line.click();
  const link = page.locator('.leaflet-popup').getByRole('link', { name: title });
  await expect(link).toHaveAttribute('href', shown.path);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${shown.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto('/');
  await expect(tripsToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(line).toHaveCount(1);
  await tripsToggle(page).click();
  await expect(line).toHaveCount(0);
  await page.reload();
  await expect(tripsToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('path.trip-line')).toHaveCount(0);
});

test('a line’s popup stays open when the next zoom’s lines arrive after the click', async ({
  page,
  ownerApi,
}) => {
  const [a, b] = [await place(ownerApi, -53, -42), await place(ownerApi, -54, -37)];
  const title = `Drake passage by ferry ${suffix()}`;
  const shown = await createTrip(ownerApi, title, 'public', [a, b]);
  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /\d+/);
  await tripsToggle(page).click();
  await expect(page.locator(`path.trip-line-${shown.id}`)).toHaveCount(1);

  // The answer for the new zoom comes only after the visitor has clicked a line (a slow network).
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = false;
  await page.route(/\/api\/trips\/lines\?zoom=6(&|$)/, async (route) => {
    await released;
    await route.continue();
    arrived = true;
  });
  await viewAt(page, { latitude: -53.5, longitude: -39.5 }, 6);
  await page.locator(`path.trip-line-${shown.id}`).click();
  const link = page.locator('.leaflet-popup').getByRole('link', { name: title });
  await expect(link).toBeVisible();
  // The lines drawn now are marked: the new zoom's lines replace them.
  await page
    .locator('path.trip-line')
    .evaluateAll((paths) => paths.forEach((path) => (path.dataset.old = '')));
  release();
  await expect.poll(() => arrived).toBe(true);
  await expect(page.locator('path.trip-line[data-old]')).toHaveCount(0);
  await expect(page.locator(`path.trip-line-${shown.id}`)).toHaveCount(1);
  await expect(link).toBeVisible();

  // Trips off: the popup goes with its line.
  await tripsToggle(page).click();
  await expect(page.locator('.leaflet-popup')).toHaveCount(0);
  await tripsToggle(page).click();
  await page.locator(`path.trip-line-${shown.id}`).click();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${shown.path}$`));
});

test('with Trips on, a place’s popup names the trips it is in', async ({ page, ownerApi }) => {
  const stop = await place(ownerApi, -56, -45);
  // One stop each: no line to click instead of the pin.
  const first = await createTrip(ownerApi, `Island hop ${suffix()}`, 'public', [stop]);
  const second = await createTrip(ownerApi, `Return visit ${suffix()}`, 'public', [stop]);

  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /\d+/);
  await tripsToggle(page).click();
  await expect(tripsToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await viewAt(page, stop, 12);
  const box = (await mapElement(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

  const popup = page.locator('.leaflet-popup');
  await expect(popup).toContainText(stop.name);
  await expect(popup).toContainText('In 2 trips:');
  for (const trip of [first, second])
    await expect(popup.getByRole('link', { name: trip.title })).toHaveAttribute('href', trip.path);
});
