import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import type { WorldProgress } from '../../src/shared/geo/world-progress';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { allPlaces, mapElement } from './home-helpers';
import { OWNER_PASSWORD, startServer } from './server';

type LeafletElement = HTMLElement & { leafletMap: import('leaflet').Map };

/** The home page at `url`, its map drawn, with the owner's Add Location form open. */
async function openAddLocation(page: Page, url: string) {
  await page.goto(url);
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /\d+/);
  await page.getByRole('button', { name: 'Add Location' }).click();
  return page.getByRole('dialog', { name: 'Add New Location' });
}

/** Shows the map around a point, without animation, so pixels and coordinates line up at once. */
async function centreMap(page: Page, lat: number, lng: number, zoom: number) {
  await page.evaluate(
    ({ lat, lng, zoom }) =>
      (document.querySelector('.leaflet-container') as LeafletElement).leafletMap.setView([lat, lng], zoom, {
        animate: false,
      }),
    { lat, lng, zoom },
  );
}

/** The page position of a point of the map's element, and the coordinates Leaflet puts there. */
async function mapPoint(page: Page, x: number, y: number) {
  return page.evaluate(
    ({ x, y }) => {
      const element = document.querySelector('.leaflet-container') as LeafletElement;
      const at = element.leafletMap.containerPointToLatLng([x, y]).wrap();
      const box = element.getBoundingClientRect();
      return { pageX: box.left + x, pageY: box.top + y, lat: at.lat, lng: at.lng };
    },
    { x, y },
  );
}

test('Pick on map: a click places the pin, a drag moves it, Done fills the coordinates and the country follows', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  await signIn();
  const dialog = await openAddLocation(page, '/');
  const name = `Picked in France ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  // This server has no GEOCODER_URL: the search says so and points to the map.
  await dialog.getByRole('button', { name: 'Search address' }).click();
  await expect(
    dialog.getByText('Address search is not configured on this site.', { exact: false }),
  ).toContainText('Pick on map');
  await dialog.getByRole('button', { name: 'Pick on map' }).click();
  await expect(dialog).toHaveCount(0);
  const banner = page.getByRole('region', { name: 'Place the pin' });
  await expect(banner).toContainText('Click the map to place the pin');
  await expect(banner.getByRole('button', { name: 'Done' })).toBeDisabled();

  // Central France, far from any border at this zoom.
  await centreMap(page, 46.6, 2.4, 6);
  const box = (await mapElement(page).boundingBox())!;
  const click = await mapPoint(page, Math.round(box.width / 2) + 20, Math.round(box.height / 2) + 30);
  await page.mouse.click(click.pageX, click.pageY);
  await expect(banner.getByRole('button', { name: 'Done' })).toBeEnabled();
  // No place's popup opens while picking.
  await expect(page.locator('.leaflet-popup')).toHaveCount(0);
  await banner.getByRole('button', { name: 'Done' }).click();

  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  const latitude = dialog.getByLabel('Latitude');
  const longitude = dialog.getByLabel('Longitude');
  await expect.poll(async () => Number(await latitude.inputValue())).toBeCloseTo(click.lat, 5);
  await expect.poll(async () => Number(await longitude.inputValue())).toBeCloseTo(click.lng, 5);
  await expect(dialog.getByLabel('Country')).toHaveValue('France');

  // Back to the map: the pin is where it was, and dragging it moves the coordinates.
  await dialog.getByRole('button', { name: 'Pick on map' }).click();
  const pin = page.locator('.fru-pin-picker');
  await expect(pin).toHaveCount(1);
  await centreMap(page, click.lat, click.lng, 6);
  const pinBox = (await pin.boundingBox())!;
  const grab = { x: pinBox.x + pinBox.width / 2, y: pinBox.y + pinBox.height / 2 };
  // Centred on the clicked point, the pin's tip is at the map's centre; the drag moves it by (-40, -50).
  const expected = await mapPoint(page, box.width / 2 - 40, box.height / 2 - 50);
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x - 20, grab.y - 25, { steps: 5 });
  await page.mouse.move(grab.x - 40, grab.y - 50, { steps: 5 });
  await page.mouse.up();
  await page.getByRole('region', { name: 'Place the pin' }).getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeVisible();
  await expect.poll(async () => Number(await latitude.inputValue())).toBeCloseTo(expected.lat, 2);
  await expect.poll(async () => Number(await longitude.inputValue())).toBeCloseTo(expected.lng, 2);
  expect(Number(await latitude.inputValue())).not.toBeCloseTo(click.lat, 3);

  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(dialog).toHaveCount(0);
  const created = (await allPlaces(request)).find((p) => p.name === name) as Location;
  expect(created.country).toBe('France');
  expect(created.latitude).toBeCloseTo(expected.lat, 1);
  expect((await ownerApi.delete(`/api/locations/${created.id}`)).status()).toBe(204);
});

test('address search asks the configured geocoder and fills the form with the picked result', async ({
  page,
}) => {
  const asked: { url: string; headers: IncomingHttpHeaders }[] = [];
  const geocoder = createServer((req, res) => {
    asked.push({ url: req.url ?? '', headers: req.headers });
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify([
        {
          lat: '48.8584',
          lon: '2.2945',
          name: 'Eiffel Tower',
          display_name: 'Eiffel Tower, Avenue Gustave Eiffel, Paris, Île-de-France, France',
          address: { country: 'France', state: 'Île-de-France' },
        },
        {
          lat: '36.1147',
          lon: '-115.1728',
          name: 'Eiffel Tower Restaurant',
          display_name: 'Eiffel Tower Restaurant, Las Vegas Boulevard, Paradise, Nevada, United States',
          address: { country: 'United States', state: 'Nevada' },
        },
      ]),
    );
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const port = (geocoder.address() as AddressInfo).port;
  const server = await startServer({ GEOCODER_URL: `http://127.0.0.1:${port}/search` });
  try {
    const login = await page.request.post(`${server.url}/api/auth/login`, {
      data: { password: OWNER_PASSWORD },
      headers: { origin: server.url },
    });
    expect(login.status()).toBe(204);
    const dialog = await openAddLocation(page, `${server.url}/`);
    await dialog.getByRole('searchbox', { name: 'Search address' }).fill('eiffel tower');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    const results = dialog.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem')).toHaveCount(2);
    await results.getByRole('button', { name: /Nevada/ }).click();

    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Eiffel Tower Restaurant',
    );
    await expect(dialog.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
      'Eiffel Tower Restaurant, Las Vegas Boulevard, Paradise, Nevada, United States',
    );
    await expect(dialog.getByLabel('Latitude')).toHaveValue('36.1147');
    await expect(dialog.getByLabel('Longitude')).toHaveValue('-115.1728');
    await expect(dialog.getByLabel('Country')).toHaveValue('United States');
    await expect(dialog.getByLabel('State')).toHaveValue('Nevada');
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!.url, 'http://x').searchParams.get('q')).toBe('eiffel tower');
    expect(asked[0]!.headers['user-agent']).toMatch(/FruWorld/);

    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await expect(dialog).toHaveCount(0);
    const response = await page.request.get(`${server.url}/api/locations`);
    const created = ((await response.json()) as Location[]).find((p) => p.name === 'Eiffel Tower Restaurant');
    expect(created).toMatchObject({
      latitude: 36.1147,
      longitude: -115.1728,
      country: 'United States',
      state: 'Nevada',
    });
  } finally {
    await server.stop({ leave: [page] });
    await new Promise((resolve) => geocoder.close(resolve));
  }
});

test('the shading toggle shades the visited countries and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /\d+/);
  const toggle = page.getByRole('button', { name: 'Shade visited countries' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const shading = page.locator('.leaflet-fru-visited-shading-pane canvas');
  await expect(shading).toHaveCount(0);

  const shapes = page.waitForResponse((r) => r.url().includes('/api/geo/visited-shapes'));
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const answer = await shapes;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { features: unknown[] }).features.length).toBeGreaterThan(0);
  await expect(shading).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Shade visited countries' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(shading).toHaveCount(1);
  await page.getByRole('button', { name: 'Shade visited countries' }).click();
  await expect(page.getByRole('button', { name: 'Shade visited countries' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(shading).toHaveCount(0);
});

test('/stats shows the world progress of the visited places', async ({ page, request }) => {
  const progress = (await (await request.get('/api/world-progress')).json()) as WorldProgress;
  await page.goto('/stats');
  const card = page.getByRole('region', { name: 'World Progress' });
  await expect(card).toBeVisible();
  const countries = card.getByRole('progressbar', { name: 'Countries' });
  await expect(countries).toHaveAttribute('aria-valuenow', String(progress.countries.visited));
  await expect(card.getByText(`${progress.countries.visited} of 195 countries`)).toBeVisible();
  await expect(
    card.getByText(`${progress.usStates.visited} of ${progress.usStates.total} US states`),
  ).toBeVisible();
  await expect(
    card.getByText(`${progress.continents.visited} of ${progress.continents.total} continents`),
  ).toBeVisible();
});

test('typed coordinates on the Ohio River bank fill the state on the right side of the river', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  await signIn();
  const dialog = await openAddLocation(page, '/');
  const name = `On the Ohio ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  // ZIP 45739's centre, in Ohio, 40 m from the river that the Census 1:10m cut puts it across.
  await dialog.getByLabel('Latitude').fill('39.19112');
  await dialog.getByLabel('Longitude').fill('-81.746416');
  await expect(dialog.getByLabel('Country')).toHaveValue('United States');
  await expect(dialog.getByLabel('State')).toHaveValue('Ohio');

  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(dialog).toHaveCount(0);
  const created = (await allPlaces(request)).find((p) => p.name === name) as Location;
  expect(created.state).toBe('Ohio');
  expect((await ownerApi.delete(`/api/locations/${created.id}`)).status()).toBe(204);
});
