import { expect, test } from './fixtures';
import { createPlace, listHeading, markerPosition, nativeDialogs, trashedToast } from './home-helpers';

// Issue 37: Delete on a list card and in a map popup does what Delete in the details does
// (detail-delete.spec.ts): the place goes to the trash at once, the toast offers Undo, and the
// browser's own confirm() box never appears.

test('Delete on a list card moves the place to the trash with no native dialog, and Undo brings it back', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const place = await createPlace(ownerApi);
  const dialogs = nativeDialogs(page);
  await signIn();
  await page.goto(`/?view=list&q=${encodeURIComponent(place.name)}`);
  const card = page.getByRole('article', { name: place.name });
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();

  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(listHeading(page, 0)).toBeVisible();
  const toast = trashedToast(page, place.name);
  await expect(toast).toBeVisible();
  await expect.poll(async () => (await ownerApi.get(`/api/locations/${place.id}`)).status()).toBe(404);
  expect(dialogs).toEqual([]);

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(card).toBeVisible();
  await expect.poll(async () => (await ownerApi.get(`/api/locations/${place.id}`)).status()).toBe(200);
  expect(dialogs).toEqual([]);
  expect((await ownerApi.delete(`/api/locations/${place.id}`)).status()).toBe(204);
});

test('Delete in a map popup moves the place to the trash with no native dialog, and Undo brings it back', async ({
  page,
  signIn,
  ownerApi,
}) => {
  // Alone on the map (the South Island of New Zealand), so a click at its spot finds it.
  const place = await createPlace(ownerApi, { latitude: -43.7342, longitude: 170.0962 });
  const dialogs = nativeDialogs(page);
  await signIn();
  await page.goto('/');
  const popup = page.locator('.leaflet-popup');
  // The map may still be bringing every place into view: click again until the popup opens.
  await expect(async () => {
    const at = await markerPosition(page, place, 14);
    await page.mouse.click(at.x, at.y);
    await expect(popup.getByRole('heading', { name: place.name })).toBeVisible({ timeout: 1000 });
  }).toPass();

  await popup.getByRole('button', { name: `Delete ${place.name}` }).click();
  const toast = trashedToast(page, place.name);
  await expect(toast).toBeVisible();
  await expect.poll(async () => (await ownerApi.get(`/api/locations/${place.id}`)).status()).toBe(404);
  expect(dialogs).toEqual([]);

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await ownerApi.get(`/api/locations/${place.id}`)).status()).toBe(200);
  expect(dialogs).toEqual([]);
  expect((await ownerApi.delete(`/api/locations/${place.id}`)).status()).toBe(204);
});
