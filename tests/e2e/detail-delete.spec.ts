import { expect, test } from './fixtures';
import { createPlace, nativeDialogs, trashedToast } from './home-helpers';

// Issue 36: Delete in a place's details moves it to the trash at once, with Undo in the toast as
// everywhere else; the browser's own confirm() box (which blocks the page and cannot be styled or
// read by a screen reader as part of the app) never appears.

for (const how of ['the Delete button', 'the Delete key'] as const)
  test(`Delete in the details by ${how} moves the place to the trash with no native dialog, and Undo brings it back`, async ({
    page,
    signIn,
    ownerApi,
  }) => {
    const place = await createPlace(ownerApi);
    const dialogs = nativeDialogs(page);
    await signIn();
    await page.goto(`/?place=${place.id}`);
    const details = page.getByRole('dialog', { name: place.name });
    await expect(details.getByRole('button', { name: 'Edit' })).toBeVisible();
    if (how === 'the Delete button') await details.getByRole('button', { name: 'Delete' }).click();
    else await page.keyboard.press('Delete');

    await expect(details).toHaveCount(0);
    const toast = trashedToast(page, place.name);
    await expect(toast).toBeVisible();
    await expect.poll(async () => (await ownerApi.get(`/api/locations/${place.id}`)).status()).toBe(404);
    expect(dialogs).toEqual([]);

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await ownerApi.get(`/api/locations/${place.id}`)).status()).toBe(200);
    expect(dialogs).toEqual([]);
  });
