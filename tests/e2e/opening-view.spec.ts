import type { APIRequestContext, Page } from '@playwright/test';
import { SPEC_VIEW } from '../../src/shared/spec-view';
import { expect, test } from './fixtures';
import { mapElement } from './home-helpers';
import { startOwnSite } from './own-site';
import { OWNER_PASSWORD, type RunningServer } from './server';

// Issue 41, item 1: the home map opens as the owner chose (the spec's view, every place fitted, or
// a view they set), at a phone's width and a desktop's, and Reset view goes back there.
test.describe.configure({ mode: 'serial' });

/** A site whose places are spread over every continent. */
const PLACES = [
  ['Anchorage', 61.2181, -149.9003],
  ['Lima', -12.0464, -77.0428],
  ['Buenos Aires', -34.6037, -58.3816],
  ['New York', 40.7128, -74.006],
  ['Reykjavik', 64.1466, -21.9426],
  ['Cape Town', -33.9249, 18.4241],
  ['Nairobi', -1.2921, 36.8219],
  ['Moscow', 55.7558, 37.6173],
  ['Singapore', 1.3521, 103.8198],
  ['Tokyo', 35.6762, 139.6503],
  ['Sydney', -33.8688, 151.2093],
  ['Auckland', -36.8485, 174.7633],
] as const;

const SET = { openingLatitude: 48.8566, openingLongitude: 2.3522, openingZoom: 6 };
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

let server: RunningServer;
let owner: APIRequestContext;

test.beforeAll(async () => {
  ({ server, owner } = await startOwnSite());
  for (const [name, latitude, longitude] of PLACES) {
    const data = { name, latitude, longitude, status: 'visited', type: 'city', country: name };
    expect((await owner.post('/api/locations', { data })).status()).toBe(201);
  }
});

test.afterAll(async () => {
  await owner?.dispose();
  await server?.stop();
});

const choose = async (settings: object) =>
  expect((await owner.patch('/api/site', { data: settings })).status()).toBe(200);

/** The map's centre and zoom, and how many of the places are in its visible box (any world copy). */
function mapState(page: Page) {
  return mapElement(page).evaluate(
    (element, places) => {
      const map = (element as HTMLElement & { leafletMap: import('leaflet').Map }).leafletMap;
      const box = map.getBounds();
      const inView = places.filter(([, lat, lng]) =>
        [lng - 360, lng, lng + 360].some((at) => box.contains([lat, at])),
      ).length;
      const center = map.getCenter();
      return { lat: center.lat, lng: center.lng, zoom: map.getZoom(), inView };
    },
    PLACES as unknown as [string, number, number][],
  );
}

/** The map is at this zoom, its centre within 2 pixels of this one (Leaflet rounds its origin). */
const near = (lat: number, lng: number, zoom: number) => async (page: Page) => {
  const state = await mapState(page);
  const twoPixels = (2 * 360) / (256 * 2 ** zoom);
  return (
    Math.abs(state.lat - lat) < twoPixels && Math.abs(state.lng - lng) < twoPixels && state.zoom === zoom
  );
};
const everyPlace = async (page: Page) => (await mapState(page)).inView === PLACES.length;

const CHOICES = [
  { name: 'fit', settings: { openingView: 'fit' }, opened: everyPlace },
  { name: 'spec', settings: { openingView: 'spec' }, opened: near(SPEC_VIEW[0], SPEC_VIEW[1], SPEC_VIEW[2]) },
  {
    name: 'set',
    settings: { openingView: 'set', ...SET },
    opened: near(SET.openingLatitude, SET.openingLongitude, SET.openingZoom),
  },
] as const;

for (const { name, settings, opened } of CHOICES) {
  for (const size of WIDTHS) {
    test(`"${name}" opens the home map on its view at ${size.width} px, and Reset view returns there`, async ({
      page,
    }) => {
      await choose(settings);
      await page.setViewportSize(size);
      await page.goto(`${server.url}/`);
      const map = mapElement(page);
      await expect(map).toHaveAttribute('data-marker-count', String(PLACES.length));
      await expect.poll(() => opened(page)).toBe(true);
      if (name === 'spec') expect((await mapState(page)).inView).toBeLessThan(PLACES.length);

      // Away (the visitor zooms in twice), and back with Reset view.
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(() => opened(page)).toBe(false);
      await page.getByRole('button', { name: 'Reset view' }).click();
      await expect.poll(() => opened(page)).toBe(true);
    });
  }
}

/** From the spec's view, the owner opens the Inbox's panel and chooses "A view I set". */
async function openSetViewAsOwner(page: Page) {
  await choose({ openingView: 'spec' });
  const login = await page.request.post(`${server.url}/api/auth/login`, {
    data: { password: OWNER_PASSWORD },
    headers: { origin: server.url },
  });
  expect(login.status()).toBe(204);
  await page.goto(`${server.url}/inbox`);
  await page.getByText('Map’s opening view').click();
  await page.getByRole('radio', { name: /A view I set/ }).check();
}

test('the owner sets a view in the Inbox: a bad field is named and nothing is stored', async ({ page }) => {
  await openSetViewAsOwner(page);
  await page.getByLabel('Latitude', { exact: true }).fill('91');
  await page.getByLabel('Zoom', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save opening view' }).click();
  await expect(page.getByText('Latitude is between -90 and 90')).toBeVisible();
  await expect(page.getByLabel('Latitude', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Zoom', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await (await owner.get('/api/site')).json()).toMatchObject({ openingView: 'spec' });

  await page.getByLabel('Latitude', { exact: true }).fill('35.6762');
  await page.getByLabel('Longitude', { exact: true }).fill('139.6503');
  await page.getByLabel('Zoom', { exact: true }).fill('7');
  await page.getByRole('button', { name: 'Save opening view' }).click();
  await expect(page.getByText('Opening view saved.')).toBeVisible();
  expect(await (await owner.get('/api/site')).json()).toMatchObject({
    openingView: 'set',
    view: [35.6762, 139.6503, 7],
  });
});

test('the owner finds the view on a map: its moves fill the numbers, typed numbers move it', async ({
  page,
}) => {
  await openSetViewAsOwner(page);
  const map = page.getByRole('region', { name: /Map of the opening view/ });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  const latitude = page.getByLabel('Latitude', { exact: true });
  const longitude = page.getByLabel('Longitude', { exact: true });
  const zoom = page.getByLabel('Zoom', { exact: true });
  // Typed numbers move the map; the map's keys then move on from there.
  await latitude.fill('48.8566');
  await longitude.fill('2.3522');
  await zoom.fill('6');
  await map.locator('.leaflet-container').focus();
  await page.keyboard.press('+');
  await expect(zoom).toHaveValue('7');
  await expect(latitude).toHaveValue('48.8566');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => Number(await longitude.inputValue())).toBeGreaterThan(2.36);
  await expect(latitude).toHaveValue(/^48\.85\d*$/);
  const chosen = [Number(await latitude.inputValue()), Number(await longitude.inputValue()), 7];
  await page.getByRole('button', { name: 'Save opening view' }).click();
  await expect(page.getByText('Opening view saved.')).toBeVisible();
  expect(await (await owner.get('/api/site')).json()).toMatchObject({ openingView: 'set', view: chosen });
});
