import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import {
  createPlace,
  deleteAndConfirm,
  deleteQuestion,
  listHeading,
  markerPosition,
  nativeDialogs,
  trashedToast,
} from './home-helpers';

/** Delete asks the spec's question with the focus on the dialog; Cancel closes it. */
async function askThenCancel(page: Page, button: Locator) {
  await button.click();
  const question = deleteQuestion(page);
  await expect(question.getByRole('heading')).toHaveText('Are you sure you want to delete this location?');
  await expect(question.locator(':focus')).toHaveCount(1);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
}

// SPEC.md, list screen: a card's Delete (and its twin in the map popup) asks 'Are you sure you
// want to delete this location?' in the site's own dialog, never the browser's confirm(). Cancel
// keeps the place; Delete moves it to the trash and the toast offers Undo.

test('Delete on a list card moves the place to the trash after the spec’s question, and Undo brings it back', async ({
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

  await askThenCancel(page, card.getByRole('button', { name: 'Delete' }));
  await expect(card).toBeVisible();
  await deleteAndConfirm(page, card.getByRole('button', { name: 'Delete' }));
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

test('Delete in a map popup moves the place to the trash after the spec’s question, and Undo brings it back', async ({
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

  await askThenCancel(page, popup.getByRole('button', { name: `Delete ${place.name}` }));
  expect((await ownerApi.get(`/api/locations/${place.id}`)).status()).toBe(200);
  await deleteAndConfirm(page, popup.getByRole('button', { name: `Delete ${place.name}` }));
  const toast = trashedToast(page, place.name);
  await expect(toast).toBeVisible();
  await expect.poll(async () => (await ownerApi.get(`/api/locations/${place.id}`)).status()).toBe(404);
  expect(dialogs).toEqual([]);

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await ownerApi.get(`/api/locations/${place.id}`)).status()).toBe(200);
  expect(dialogs).toEqual([]);
  expect((await ownerApi.delete(`/api/locations/${place.id}`)).status()).toBe(204);
});
