import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import {
  allPlaces,
  createPlace,
  deleteAndConfirm,
  listHeading,
  mapElement,
  markerPosition,
} from './home-helpers';
import { stubOutsideMedia } from './media-stub';
import { OWNER_PASSWORD, startServer } from './server';

// Issue 14: the owner's day-to-day workflow: keyboard shortcuts, the visited date asked for, the pin
// dragged on a small map, "Use my location".

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

const stored = async (request: APIRequestContext, id: number) =>
  (await (await request.get(`/api/locations/${id}`)).json()) as Location;

const token = () => `Kbd${Date.now()}${Math.round(Math.random() * 1e4)}`;

/** The cards' names in the order the list shows them. */
async function listOrder(page: Page, count: number): Promise<string[]> {
  await expect(listHeading(page, count)).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(count);
  return cards.evaluateAll((nodes) =>
    nodes.map(
      (node) => document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    ),
  );
}

test('J and K walk the filtered places in the list’s order; E edits; Escape asks before losing a change; Ctrl+S saves', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const word = token();
  const made = [];
  // Added in another order than their names': the list is sorted by name, and J and K follow it.
  for (const name of ['Charlie', 'Alpha', 'Bravo'])
    made.push(await createPlace(ownerApi, { name: `${word} ${name}` }));
  await signIn();
  await page.goto(`/?view=list&sort=name&q=${word}`);
  const order = await listOrder(page, 3);
  expect(order).toEqual([`${word} Alpha`, `${word} Bravo`, `${word} Charlie`]);
  await page.locator('body').click({ position: { x: 5, y: 300 } });

  await page.keyboard.press('j');
  await expect(page.getByRole('dialog', { name: order[0] })).toBeVisible();
  await page.keyboard.press('j');
  await expect(page.getByRole('dialog', { name: order[1] })).toBeVisible();
  await page.keyboard.press('j');
  await expect(page.getByRole('dialog', { name: order[2] })).toBeVisible();
  // The last place stays open: no wrapping round to the first.
  await page.keyboard.press('j');
  await expect(page.getByRole('dialog', { name: order[2] })).toBeVisible();
  await page.keyboard.press('k');
  const dialog = page.getByRole('dialog', { name: order[1] });
  await expect(dialog).toBeVisible();
  const id = made.find((place) => place.name === order[1])!.id;

  await page.keyboard.press('e');
  const notes = dialog.getByRole('textbox', { name: 'Notes', exact: true });
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  // Letters typed into a field are text, not shortcuts.
  await notes.fill('');
  await notes.pressSequentially('jk e');
  await expect(notes).toHaveValue('jk e');
  await expect(dialog).toBeVisible();

  // Escape asks; Keep editing keeps the text.
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(notes).toHaveValue('jk e');

  // Ctrl+S saves (and the browser's own Save dialog does not open: the page would lose focus).
  await notes.fill('Saved from the keyboard.');
  await notes.press('ControlOrMeta+s');
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(dialog.getByText('Saved from the keyboard.')).toBeVisible();
  expect((await stored(request, id)).notes).toBe('Saved from the keyboard.');

  // Escape with the form changed, then Discard: back to the details, the change gone.
  await page.keyboard.press('e');
  await notes.fill('Thrown away');
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(dialog.getByText('Saved from the keyboard.')).toBeVisible();
  // The Cancel button asks the same.
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await notes.fill('Thrown away again');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Discard' }).click();
  // Unchanged, Escape leaves edit mode at once, and a second Escape closes the place.
  await page.keyboard.press('e');
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect((await stored(request, id)).notes).toBe('Saved from the keyboard.');
});

test('N adds with Ctrl+S, Delete trashes the open place with Undo, / focuses the search, ? lists the shortcuts', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const word = token();
  await signIn();
  await page.goto(`/?view=list&q=${word}`);
  await expect(listHeading(page, 0)).toBeVisible();
  // The owner's shortcuts start once the page knows who is signed in (its account menu shows).
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
  await page.keyboard.press('n');
  const add = page.getByRole('dialog', { name: 'Add New Location' });
  await expect(add).toBeVisible();
  await add.getByLabel('Name').fill(`${word} Keyboard Falls`);
  await add.getByLabel('Latitude').fill('45.5762');
  await add.getByLabel('Longitude').fill('-122.1158');
  await add.getByLabel('Longitude').press('ControlOrMeta+s');
  await expect(add).toHaveCount(0);
  await expect(listHeading(page, 1)).toBeVisible();

  const place = (await allPlaces(request)).find((one) => one.name.startsWith(word));
  expect(place?.name).toBe(`${word} Keyboard Falls`);
  await page.keyboard.press('j');
  const dialog = page.getByRole('dialog', { name: `${word} Keyboard Falls` });
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.keyboard.press('Delete');
  await expect(dialog).toHaveCount(0);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: `Moved ${place!.name} to the trash` });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(listHeading(page, 1)).toBeVisible();
  expect((await ownerApi.get(`/api/locations/${place!.id}`)).status()).toBe(200);

  await page.keyboard.press('/');
  await expect(page.getByRole('combobox', { name: 'Search destinations' }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByText('Add a new place')).toBeVisible();
  await expect(help.getByText('Move the open place to the trash')).toBeVisible();
});

test('a visitor gets / and ? only: N and J do nothing', async ({ page, ownerApi }) => {
  const word = token();
  await createPlace(ownerApi, { name: `${word} Public` });
  await page.goto(`/?view=list&q=${word}`);
  await expect(listHeading(page, 1)).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('n');
  await page.keyboard.press('j');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByText('Focus the search')).toBeVisible();
  await expect(help.getByText('Add a new place')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.keyboard.press('/');
  await expect(page.getByRole('combobox', { name: 'Search destinations' }).first()).toBeFocused();
});

test('marking a place Visited asks for the date; leaving Visited asks whether to keep it', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const place = await createPlace(ownerApi, { name: `${token()} Arches`, status: 'planned' });
  await signIn();
  await page.goto(`/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  const status = dialog.getByRole('group', { name: 'Status' });
  const askDate = page.getByRole('dialog', { name: 'When did you visit?' });
  const askKeep = page.getByRole('dialog', { name: 'Keep the visited date?' });
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

  // Escape on the question changes nothing.
  await status.getByRole('button', { name: 'Visited' }).click();
  await expect(askDate.getByLabel('Visited on')).toHaveValue(today);
  // As a person would, once the question has taken the focus (before that, Escape is the details').
  await expect(askDate.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(askDate).toHaveCount(0);
  await expect(status.getByRole('button', { name: 'Planned' })).toHaveAttribute('aria-pressed', 'true');
  expect(await stored(request, place.id)).toMatchObject({ status: 'planned', visitedAt: null });

  // A date chosen is saved with the status.
  await status.getByRole('button', { name: 'Visited' }).click();
  await askDate.getByLabel('Visited on').fill('2024-05-01');
  await askDate.getByRole('button', { name: 'Save date' }).click();
  await expect(dialog.getByText('May 1, 2024')).toBeVisible();
  await expect
    .poll(() => stored(request, place.id))
    .toMatchObject({ status: 'visited', visitedAt: '2024-05-01' });

  // Leaving Visited: Keep keeps the date.
  await status.getByRole('button', { name: 'Planned' }).click();
  await expect(askKeep).toContainText('May 1, 2024');
  await askKeep.getByRole('button', { name: 'Keep' }).click();
  await expect
    .poll(() => stored(request, place.id))
    .toMatchObject({ status: 'planned', visitedAt: '2024-05-01' });

  // Back to Visited: the question offers the date it has; Skip leaves it as it is.
  await status.getByRole('button', { name: 'Visited' }).click();
  await expect(askDate.getByLabel('Visited on')).toHaveValue('2024-05-01');
  await askDate.getByRole('button', { name: 'Skip' }).click();
  await expect
    .poll(() => stored(request, place.id))
    .toMatchObject({ status: 'visited', visitedAt: '2024-05-01' });

  // Leaving Visited: Clear clears it.
  await status.getByRole('button', { name: 'Wishlist' }).click();
  await askKeep.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => stored(request, place.id)).toMatchObject({ status: 'wishlist', visitedAt: null });
  await expect(dialog.getByText('May 1, 2024')).toHaveCount(0);

  // In edit mode the answer fills the form's date, saved with the rest.
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await status.getByRole('button', { name: 'Visited' }).click();
  await askDate.getByRole('button', { name: 'Save date' }).click();
  await expect(dialog.getByLabel('Visited on')).toHaveValue(today);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect.poll(() => stored(request, place.id)).toMatchObject({ status: 'visited', visitedAt: today });
});

/** Where the pin's tip is and where the small map would put `at`, in page pixels. */
async function pinAndPoint(page: Page, at: { lat: number; lng: number }) {
  const small = page.getByRole('region', { name: /^Map of the coordinates/ });
  const pin = (await small.locator('.fru-pin-picker').boundingBox())!;
  const point = await small.locator('.leaflet-container').evaluate((element, where) => {
    const map = (element as HTMLElement & { leafletMap: import('leaflet').Map }).leafletMap;
    const p = map.latLngToContainerPoint([where.lat, where.lng]);
    const box = element.getBoundingClientRect();
    return { x: box.left + p.x, y: box.top + p.y };
  }, at);
  return { tip: { x: pin.x + pin.width / 2, y: pin.y + pin.height - 1 }, point };
}

test('edit mode: typed coordinates move the small map’s pin, dragging it changes them, and the place moves on the map; Delete in its popup, with Undo', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const place = await createPlace(ownerApi, { name: `${token()} Rainier` });
  await signIn();
  await page.goto(`/?place=${place.id}`);
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
  const dialog = page.getByRole('dialog', { name: place.name });
  await dialog.getByRole('button', { name: 'Edit' }).click();
  const small = dialog.getByRole('region', { name: /^Map of the coordinates/ });
  await small.scrollIntoViewIfNeeded();
  await expect(small.locator('.fru-pin-picker')).toHaveCount(1);
  const latitude = dialog.getByLabel('Latitude');
  const longitude = dialog.getByLabel('Longitude');

  // Out of range is named at once, and the pin leaves the map until the coordinates are valid again.
  await latitude.fill('95');
  await expect(dialog.getByText('Latitude is a number between -90 and 90')).toBeVisible();
  await expect(small.locator('.fru-pin-picker')).toHaveCount(0);
  // Typed coordinates move the pin.
  await latitude.fill('46.79');
  await longitude.fill('-121.74');
  await expect(dialog.getByText('Latitude is a number between -90 and 90')).toHaveCount(0);
  await expect(small.locator('.fru-pin-picker')).toHaveCount(1);
  await expect
    .poll(async () => {
      const { tip, point } = await pinAndPoint(page, { lat: 46.79, lng: -121.74 });
      return Math.hypot(tip.x - point.x, tip.y - point.y);
    })
    .toBeLessThan(3);

  // Dragging the pin up and left: north and west.
  const { tip } = await pinAndPoint(page, { lat: 46.79, lng: -121.74 });
  await page.mouse.move(tip.x, tip.y - 15);
  await page.mouse.down();
  await page.mouse.move(tip.x - 30, tip.y - 45, { steps: 5 });
  await page.mouse.move(tip.x - 60, tip.y - 75, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Number(await latitude.inputValue())).toBeGreaterThan(46.79);
  await expect.poll(async () => Number(await longitude.inputValue())).toBeLessThan(-121.74);
  const moved = {
    latitude: Number(await latitude.inputValue()),
    longitude: Number(await longitude.inputValue()),
  };
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect.poll(() => stored(request, place.id)).toMatchObject(moved);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // On the big map the place is at its new spot: its popup opens there, and offers Delete. (The
  // map data is fetched again after the save; until it arrives the marker is still at the old spot.)
  const popup = page.locator('.leaflet-popup');
  await expect(async () => {
    const at = await markerPosition(page, moved, 16);
    await page.mouse.click(at.x, at.y);
    await expect(popup.getByRole('heading', { name: place.name })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await deleteAndConfirm(page, popup.getByRole('button', { name: `Delete ${place.name}` }));
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: `Moved ${place.name} to the trash` });
  await expect.poll(async () => (await ownerApi.get(`/api/locations/${place.id}`)).status()).toBe(404);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await ownerApi.get(`/api/locations/${place.id}`)).status()).toBe(200);
});

test('Use my location fills the Add form’s coordinates, and a refusal is said in words', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.context().clearPermissions();
  await page.goto(`/?view=list&q=${token()}`);
  await page.getByRole('button', { name: 'Add Location' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Location' });
  await add.getByRole('button', { name: 'Use my location' }).click();
  await expect(add.getByRole('alert')).toHaveText(/Location access was refused\./);
  await expect(add.getByLabel('Latitude')).toHaveValue('');

  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 48.85837, longitude: 2.294481 });
  await add.getByRole('button', { name: 'Use my location' }).click();
  await expect(add.getByLabel('Latitude')).toHaveValue('48.85837');
  await expect(add.getByLabel('Longitude')).toHaveValue('2.294481');
  await expect(add.getByRole('alert')).toHaveCount(0);
  // The country follows the coordinates, as when they are typed.
  await expect(add.getByLabel('Country')).toHaveValue('France');
});

test('with a geocoder, a pin dropped on the small map fills an empty address, and offers the address for a typed one; Pick on map fills it too', async ({
  page,
}) => {
  // It starts a server of its own (with the geocoder) and goes through two forms.
  test.slow();
  const asked: string[] = [];
  // A Nominatim stand-in: the address names the side of the meridian -121.75 the pin is on.
  const geocoder = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    asked.push(url.pathname);
    const west = Number(url.searchParams.get('lon')) < -121.75;
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        lat: url.searchParams.get('lat'),
        lon: url.searchParams.get('lon'),
        name: west ? 'West Trailhead' : 'East Trailhead',
        display_name: `${west ? 'West' : 'East'} Trailhead, Pierce County, Washington, United States`,
        address: { state: 'Washington', country: 'United States' },
      }),
    );
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const server = await startServer({
    GEOCODER_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/search`,
  });
  try {
    const login = await page.request.post(`${server.url}/api/auth/login`, {
      data: { password: OWNER_PASSWORD },
      headers: { origin: server.url },
    });
    expect(login.status()).toBe(204);
    const created = await page.request.post(`${server.url}/api/locations`, {
      data: { name: `${token()} Trail`, latitude: 46.79, longitude: -121.74, address: '' },
      headers: { origin: server.url },
    });
    const place = (await created.json()) as Location;
    await page.goto(`${server.url}/?place=${place.id}`);
    const dialog = page.getByRole('dialog', { name: place.name });
    await dialog.getByRole('button', { name: 'Edit' }).click();
    const small = dialog.getByRole('region', { name: /^Map of the coordinates/ });
    await small.scrollIntoViewIfNeeded();
    await expect(small.locator('.fru-pin-picker')).toHaveCount(1);
    const address = dialog.getByRole('textbox', { name: 'Address', exact: true });

    // West of the pin, the address was empty: it is filled.
    const west = await pinAndPoint(page, { lat: 46.79, lng: -121.76 });
    await page.mouse.click(west.point.x, west.point.y);
    await expect(address).toHaveValue('West Trailhead, Pierce County, Washington, United States');
    expect(asked).toContain('/reverse');

    // East of it: the address typed stays, and the one at the pin is offered.
    const east = await pinAndPoint(page, { lat: 46.79, lng: -121.72 });
    await page.mouse.click(east.point.x, east.point.y);
    const offer = dialog.getByRole('status').filter({ hasText: 'Address at the pin' });
    await expect(offer).toContainText('East Trailhead');
    await expect(address).toHaveValue('West Trailhead, Pierce County, Washington, United States');
    await offer.getByRole('button', { name: 'Use this address' }).click();
    await expect(address).toHaveValue('East Trailhead, Pierce County, Washington, United States');

    // "Pick on map" in the Add form: the spot placed on the big map fills the empty address too.
    await page.goto(`${server.url}/`);
    await expect(mapElement(page)).toHaveAttribute('data-marker-count', /\d+/);
    await page.getByRole('button', { name: 'Add Location' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Location' });
    await add.getByRole('button', { name: 'Pick on map' }).click();
    await expect(add).toHaveCount(0);
    const done = page.getByRole('region', { name: 'Place the pin' }).getByRole('button', { name: 'Done' });
    // The pin picker loads with its first use: a click before it is there places nothing.
    await expect(async () => {
      const spot = await markerPosition(page, { latitude: 46.79, longitude: -121.8 }, 12);
      await page.mouse.click(spot.x, spot.y);
      await expect(done).toBeEnabled({ timeout: 1000 });
    }).toPass();
    await done.click();
    await expect(add.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
      'West Trailhead, Pierce County, Washington, United States',
    );
  } finally {
    await server.stop({ leave: [page] });
    await new Promise((resolve) => geocoder.close(resolve));
  }
});
