import { placePath } from '../../src/shared/place-url';
import { expect, test } from './fixtures';
import { allPlaces, createPlace, listHeading, mapElement, forgetRefusedRequests } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

test('a visitor sees no write control anywhere on the home screen', async ({ page, request }) => {
  const places = await allPlaces(request);
  const place = places.find((p) => p.youtubeUrls.length > 0) ?? places[0]!;

  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', String(places.length));
  await expect(page.getByRole('button', { name: 'Suggest a place' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Location' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.goto('/?view=list');
  await expect(listHeading(page, places.length)).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Details' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.goto(`/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Status' })).toBeVisible();
  await expect(dialog.getByText(place.address)).toBeVisible();
  // Status is shown, never offered as buttons that would do nothing.
  await expect(dialog.getByRole('group', { name: 'Status' })).toHaveCount(0);
  for (const label of ['Visited', 'Planned', 'Wishlist', 'Edit', 'Add Photos', 'Save Changes']) {
    await expect(dialog.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  }
  await expect(dialog.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${place.latitude},${place.longitude}`,
  );
  await expect(dialog.getByText(`${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)}`)).toBeVisible();
  if (place.youtubeUrls.length > 0)
    await expect(dialog.getByRole('link', { name: /Watch Video/ })).toHaveAttribute(
      'href',
      place.youtubeUrls[0]!,
    );

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/place=/);
});

test('a write through the API without a session is refused and changes nothing', async ({
  request,
  ownerApi,
  server,
}) => {
  const place = await createPlace(ownerApi);
  const headers = { origin: server.url };
  const created = await request.post('/api/locations', {
    headers,
    data: { name: 'Sneaky', latitude: 1, longitude: 2 },
  });
  expect(created.status()).toBe(401);
  expect((await created.json()).error.code).toBe('unauthorized');
  expect(
    (await request.patch(`/api/locations/${place.id}`, { headers, data: { notes: 'defaced' } })).status(),
  ).toBe(401);
  expect((await request.delete(`/api/locations/${place.id}`, { headers })).status()).toBe(401);

  const after = await (await request.get(`/api/locations/${place.id}`)).json();
  expect(after.notes).toBe(place.notes);
  expect((await allPlaces(request)).some((p) => p.name === 'Sneaky')).toBe(false);
  expect((await ownerApi.delete(`/api/locations/${place.id}`)).status()).toBe(204);
});

test('a visitor suggests a place and the owner finds it stored', async ({ page, ownerApi }) => {
  const placeName = `Crater Lake ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Suggest a place' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suggest a Place' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Place name is required')).toBeVisible();
  await expect(dialog.getByLabel('Place Name')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Place Name').fill(placeName);
  await dialog.getByLabel('Location').fill('Oregon, USA');
  await dialog.getByLabel('Why should we visit?').fill('The bluest water I have ever seen.');
  await dialog.getByLabel('Your Name (optional)').fill('Sam');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText("Thank you for your suggestion! We'll review it soon. 🙏")).toBeVisible();

  const response = await ownerApi.get('/api/suggestions');
  expect(response.status()).toBe(200);
  const stored = (
    (await response.json()) as { placeName: string; location: string; reason: string; name: string }[]
  ).find((s) => s.placeName === placeName);
  expect(stored).toMatchObject({
    location: 'Oregon, USA',
    reason: 'The bluest water I have ever seen.',
    name: 'Sam',
  });

  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toHaveCount(0);
  // Opening it again starts a fresh suggestion.
  await page.getByRole('button', { name: 'Suggest a place' }).click();
  await expect(page.getByRole('dialog', { name: 'Suggest a Place' }).getByLabel('Place Name')).toHaveValue(
    '',
  );
});

test('the menu lists the pages and closes on Escape and on an outside click', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  const menu = page.getByRole('navigation', { name: 'Site pages' });
  for (const label of [
    'Trips',
    'Start Here',
    'About',
    'About Me',
    'Sponsor',
    'Trip Packs',
    'FAQs',
    'Contact',
    'Privacy',
    'Terms',
  ]) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(640, 500);
  await expect(menu).toBeHidden();

  await menuButton.click();
  await menu.getByRole('link', { name: 'FAQs' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole('link', { name: /Follow my videos/ })).toHaveAttribute('target', '_blank');
});

test('when the places fail to load the page says so in plain words and Retry loads them', async ({
  page,
  request,
  consoleErrors,
}) => {
  const places = await allPlaces(request);
  await page.route('**/api/locations/map', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'internal_error', message: 'Something went wrong on our side.' },
      }),
    }),
  );
  await page.goto('/');
  await expect(page.getByRole('status').getByText('Loading places…')).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load locations' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText('Something went wrong on our side.');

  await page.unroute('**/api/locations/map');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', String(places.length));
  // The forced 500s were logged by the browser; they are this test's own doing.
  forgetRefusedRequests(consoleErrors, 500);
});

test("when the places' names fail to load the list says so, and Retry brings them", async ({
  page,
  request,
  consoleErrors,
}) => {
  const places = await allPlaces(request);
  await page.route('**/api/locations/map/names', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: 'The server is restarting.' } }),
    }),
  );
  await page.goto('/?view=list');
  const alert = page.getByRole('alert').filter({ hasText: "Failed to load the places' names" });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText('The server is restarting.');
  // No count the page cannot vouch for, and no card without its name.
  await expect(page.getByRole('heading', { name: 'All Locations', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.unroute('**/api/locations/map/names');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(listHeading(page, places.length)).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(places[0]!.name);
  forgetRefusedRequests(consoleErrors, 503);
});

test('Share Location copies the details when the device has no share sheet', async ({
  page,
  request,
  context,
  server,
}) => {
  const place = (await allPlaces(request))[0]!;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await page.addInitScript(() => {
    // Desktop Chromium may or may not offer a share sheet; this test is about the fallback.
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto(`/?place=${place.id}`);
  await page
    .getByRole('dialog', { name: place.name })
    .getByRole('button', { name: 'Share Location' })
    .click();
  await expect(page.getByText('Location details copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(place.name);
  expect(copied).toContain(`${server.url}${placePath(place)}`);
});
