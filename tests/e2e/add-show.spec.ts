import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allPlaces, createPlace, expectEveryPlaceOnMap } from './home-helpers';

// Far from the map's opening view over the central United States.
const EIFFEL = { latitude: 48.8584, longitude: 2.2945 };

/** Whether the map shows the point now (the test hook ExposeMapForTests puts the map on its element). */
const inView = (page: Page, at: { latitude: number; longitude: number }) =>
  page.evaluate(({ latitude, longitude }) => {
    const element = document.querySelector('.leaflet-container') as HTMLElement & {
      leafletMap: import('leaflet').Map;
    };
    return element.leafletMap.getBounds().contains([latitude, longitude]);
  }, at);

test('the toast of a place added outside the view offers Show, which opens it where the map shows it', async ({
  page,
  signIn,
  request,
  ownerApi,
}) => {
  await signIn();
  const name = `Eiffel Tower ${Date.now()}`;
  await page.goto('/');
  await expectEveryPlaceOnMap(page, ownerApi);
  expect(await inView(page, EIFFEL)).toBe(false);

  await page.getByRole('button', { name: 'Add Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Location' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Latitude').fill(String(EIFFEL.latitude));
  await dialog.getByLabel('Longitude').fill(String(EIFFEL.longitude));
  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(dialog).toHaveCount(0);

  // The map stays where the owner left it; the toast offers a way to the new place.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: `Added ${name}` });
  const show = toast.getByRole('button', { name: 'Show' });
  await expect(show).toBeVisible();
  expect(await inView(page, EIFFEL)).toBe(false);
  await show.click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect.poll(() => inView(page, EIFFEL)).toBe(true);

  const created = (await allPlaces(request)).find((place) => place.name === name);
  expect(created).toBeDefined();
  expect((await ownerApi.delete(`/api/locations/${created!.id}`)).status()).toBe(204);
});

test('the Add form names a place with a similar name within 50 m before Add, and adding stays possible', async ({
  page,
  signIn,
  request,
  ownerApi,
}) => {
  const existing = await createPlace(ownerApi, {
    name: `Old Faithful ${Date.now()}`,
    latitude: 44.4605,
    longitude: -110.8281,
  });
  await signIn();
  await page.goto('/');
  await page.getByRole('button', { name: 'Add Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Location' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(existing.name.toLowerCase());
  await dialog.getByLabel('Latitude').fill('44.4605');
  await dialog.getByLabel('Longitude').fill('-110.8281');
  const warning = dialog.getByRole('status').filter({ hasText: 'Already on the map?' });
  await expect(warning).toContainText(`${existing.name} (opens in a new tab) is 0 m from here`);
  await expect(warning.getByRole('link', { name: new RegExp(existing.name) })).toHaveAttribute(
    'href',
    `/?place=${existing.id}`,
  );
  // 60 m north: far enough apart to be another place.
  await dialog.getByLabel('Latitude').fill('44.46104');
  await expect(warning).toHaveCount(0);
  await dialog.getByLabel('Latitude').fill('44.4605');
  await expect(warning).toBeVisible();

  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(dialog).toHaveCount(0);
  const twins = (await allPlaces(request)).filter(
    (p) => p.name.toLowerCase() === existing.name.toLowerCase(),
  );
  expect(twins).toHaveLength(2);
  for (const place of twins) expect((await ownerApi.delete(`/api/locations/${place.id}`)).status()).toBe(204);
});
