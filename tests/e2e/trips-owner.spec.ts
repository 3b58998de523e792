import { expect, test } from './fixtures';
import { expectAxeClean } from './dark-mode-helpers';
import { stubOutsideMedia } from './media-stub';
import { openEditor, stopIds, stopNames, toastWith, tripOf, tripWith } from './trips-editor-helpers';

// Issue 38, the owner's trips: delete (Undo, the trash, Restore), the history with Restore this
// version, and a stop dragged with the mouse from one day to another.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

const trashed = async (ownerApi: import('@playwright/test').APIRequestContext) =>
  ((await (await ownerApi.get('/api/trips/trash')).json()) as { id: number }[]).map((trip) => trip.id);

test('Delete trip asks, moves the trip to the trash, and Undo brings it back', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const trip = await tripWith(ownerApi, [2]);
  await signIn();
  await openEditor(page, trip.id);
  await page.getByRole('button', { name: 'Delete trip' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${trip.title}?` });
  await expect(dialog).toBeVisible();
  // Cancel keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await trashed(ownerApi)).not.toContain(trip.id);

  await page.getByRole('button', { name: 'Delete trip' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/trips$/);
  const toast = toastWith(page, `Moved ${trip.title} to the trash`);
  await expect(toast).toBeVisible();
  expect(await trashed(ownerApi)).toContain(trip.id);
  expect((await page.request.get(`/api/trips/${trip.id}`)).status()).toBe(404);

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toastWith(page, `Restored ${trip.title}`)).toBeVisible();
  expect(await trashed(ownerApi)).not.toContain(trip.id);
  expect(stopIds(await tripOf(ownerApi, trip.id))).toEqual([trip.places.map((place) => place.id)]);
  await expect(page.getByRole('link', { name: trip.title })).toBeVisible();
});

test('A deleted trip waits in /trash under Trips and comes back with Restore', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const trip = await tripWith(ownerApi, [1, 2]);
  expect((await ownerApi.delete(`/api/trips/${trip.id}`)).status()).toBe(204);
  await signIn();
  await page.goto('/trash');
  const section = page.getByRole('region', { name: 'Trips' });
  const entry = section.getByRole('article', { name: trip.title });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('2 days · 3 stops');
  await expect(entry).toContainText('Deleted');
  await entry.getByRole('button', { name: 'Restore' }).click();
  await expect(toastWith(page, `Restored ${trip.title}`)).toBeVisible();
  await expect(entry).toBeHidden();
  expect(await trashed(ownerApi)).not.toContain(trip.id);
  expect(stopIds(await tripOf(ownerApi, trip.id))).toHaveLength(2);
});

test('Empty trash deletes the trips in the trash too, after saying so', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const trip = await tripWith(ownerApi, [1]);
  expect((await ownerApi.delete(`/api/trips/${trip.id}`)).status()).toBe(204);
  expect((await ownerApi.delete('/api/trash')).status()).toBe(204);
  await signIn();
  await page.goto('/trash');
  await expect(page.getByRole('article', { name: trip.title })).toBeVisible();
  // No place in the trash, only trips: the button is there and says what it deletes. (The worker's
  // server is shared by its specs: an earlier one may have left a trip in the trash.)
  const count = (await trashed(ownerApi)).length;
  await page.getByRole('button', { name: 'Empty trash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Empty the trash?' });
  await expect(dialog).toContainText(
    count === 1
      ? '1 trip, with its history, is deleted for good.'
      : `${count} trips, with their history, are deleted for good.`,
  );
  await dialog.getByRole('button', { name: 'Empty trash' }).click();
  await expect(page.getByText('The trash is empty.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trips' })).toBeHidden();
  expect(await trashed(ownerApi)).toEqual([]);
});

test('History lists both title edits; restoring the first brings its title back', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const trip = await tripWith(ownerApi, [2]);
  await signIn();
  await openEditor(page, trip.id);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  for (const name of ['Coast road', 'Coast road, then the hills']) {
    await title.fill(name);
    await page.getByRole('button', { name: 'Save trip' }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Show history' }).click();
  const changes = page.getByRole('list', { name: 'Changes, newest first' });
  const items = changes.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Edited title');
  await expect(items.nth(0)).toContainText(/Coast road → +changed to +Coast road, then the hills/);
  await expect(items.nth(1)).toContainText(`${trip.title} →  changed to Coast road`);
  await expect(items.nth(2)).toContainText('Created');
  await expectAxeClean(page, 'light');
  await page.screenshot({ path: 'test-results/trip-editor-history.png', fullPage: true });

  await items.nth(1).getByRole('button', { name: 'Restore this version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
  await expect(dialog).toContainText(/Coast road, then the hills → +becomes +Coast road/);
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(toastWith(page, 'Restored the version from')).toBeVisible();
  await expect(title).toHaveValue('Coast road');
  expect((await tripOf(ownerApi, trip.id)).title).toBe('Coast road');
  await expect(items.nth(0)).toContainText('Restored an earlier version: title');
});

test('Restore this version on a trip changed elsewhere shows the conflict', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const trip = await tripWith(ownerApi, [1]);
  await signIn();
  await openEditor(page, trip.id);
  await page.getByRole('button', { name: 'Show history' }).click();
  await expect(page.getByRole('list', { name: 'Changes, newest first' })).toBeVisible();
  // Another device renames it meanwhile.
  const saved = await tripOf(ownerApi, trip.id);
  const patch = await ownerApi.patch(`/api/trips/${trip.id}`, {
    data: { title: 'Renamed elsewhere' },
    headers: { 'if-match': `"${saved.version}"` },
  });
  expect(patch.status()).toBe(200);
  const history = (await (await ownerApi.get(`/api/trips/${trip.id}/history`)).json()) as { id: number }[];
  expect(history).toHaveLength(2);
  // The page still holds the version before it: its restore is sent with that If-Match.
  await page.getByRole('button', { name: 'Hide history' }).click();
  await page.getByRole('button', { name: 'Show history' }).click();
  await page.getByRole('button', { name: 'Restore this version' }).first().click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByRole('region', { name: 'Changed elsewhere' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Changed elsewhere' })).toContainText('Renamed elsewhere');
});

test('A stop dragged with the mouse from day 1 into day 2 lands there and is saved', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const trip = await tripWith(ownerApi, [2, 1]);
  const [a, b, c] = trip.places;
  await signIn();
  await openEditor(page, trip.id);
  const handle = page.getByRole('button', { name: `Move ${a!.name}, stop 1` });
  const into = page.getByRole('list', { name: 'Stops of day 2' }).locator('li[data-stop]').last();
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const to = (await into.boundingBox())!;
  const steps = 12;
  for (let i = 1; i <= steps; i += 1) {
    const x = from.x + from.width / 2 + ((to.x + 20 - from.x - from.width / 2) * i) / steps;
    const y = from.y + from.height / 2 + ((to.y + to.height * 0.75 - from.y - from.height / 2) * i) / steps;
    await page.mouse.move(x, y);
  }
  await expect.poll(() => stopNames(page, 2)).toContain(a!.name);
  await page.mouse.up();
  await expect.poll(() => stopNames(page, 1)).toEqual([b!.name]);
  await expect.poll(() => stopNames(page, 2)).toEqual([c!.name, a!.name]);
  await page.getByRole('button', { name: 'Save trip' }).click();
  await expect(toastWith(page, 'Trip saved')).toBeVisible();
  expect(stopIds(await tripOf(ownerApi, trip.id))).toEqual([[b!.id], [c!.id, a!.id]]);
});
