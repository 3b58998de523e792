import type { APIRequestContext, Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { createPlace, expectNoAxeViolations } from './home-helpers';

// Issue 36: "Restore this version" asks first, showing field by field what changes and whether the
// place becomes public or private; after the restore a toast offers Undo, guarded by If-Match.

const stored = async (api: APIRequestContext, id: number) =>
  (await (await api.get(`/api/locations/${id}`)).json()) as Location;

/** A public place made private with new notes: its first version is public, with the old notes. */
async function madePrivate(ownerApi: APIRequestContext) {
  const place = await createPlace(ownerApi, { notes: 'First notes.' });
  const response = await ownerApi.patch(`/api/locations/${place.id}`, {
    data: { notes: 'Second notes.', isPrivate: true },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Location;
}

async function openHistory(page: Page, place: Location) {
  await page.goto(`/?place=${place.id}`);
  const details = page.getByRole('dialog', { name: place.name });
  await details.getByRole('button', { name: 'Show history' }).click();
  const changes = details.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
  await expect(changes).toHaveCount(2);
  return { details, changes };
}

const restoreToast = (page: Page) =>
  page.locator('[data-sonner-toast]').filter({ hasText: 'Restored the version from' });

test('restoring the first version of a now-private place asks first, says it becomes public, and Undo makes it private again', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const place = await madePrivate(ownerApi);
  await signIn();
  const { changes } = await openHistory(page, place);
  await expect(changes.nth(1)).toHaveAccessibleName('Created');

  await changes.nth(1).getByRole('button', { name: 'Restore this version' }).click();
  const ask = page.getByRole('dialog', { name: 'Restore this version?' });
  await expect(ask).toContainText('This makes the place public: visitors will see it');
  const notes = ask.getByRole('definition').filter({ hasText: 'Second notes.' });
  await expect(notes).toContainText('Second notes.');
  await expect(notes).toContainText('First notes.');
  await expect(ask.getByRole('term')).toHaveText(['Notes', 'Visibility']);
  await expect(ask.getByRole('definition').filter({ hasText: 'Public' })).toContainText('Private');
  await expect(ask).not.toContainText(/\b(true|false)\b/);
  await expectNoAxeViolations(page);
  // Asking changed nothing; Cancel neither.
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  expect(await stored(ownerApi, place.id)).toMatchObject({ isPrivate: true, version: place.version });

  await changes.nth(1).getByRole('button', { name: 'Restore this version' }).click();
  await ask.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(ask).toHaveCount(0);
  await expect
    .poll(async () => stored(ownerApi, place.id))
    .toMatchObject({ isPrivate: false, notes: 'First notes.', version: place.version + 1 });
  await expect(changes).toHaveCount(3);

  // Undo puts back the version that was current before: private, the second notes; itself a change.
  await restoreToast(page).getByRole('button', { name: 'Undo' }).click();
  await expect
    .poll(async () => stored(ownerApi, place.id))
    .toMatchObject({ isPrivate: true, notes: 'Second notes.', version: place.version + 2 });
  await expect(changes).toHaveCount(4);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Undone' })).toBeVisible();
});

test('Undo after a restore does not overwrite a change made elsewhere meanwhile: it says so and changes nothing', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const place = await madePrivate(ownerApi);
  await signIn();
  const { details, changes } = await openHistory(page, place);
  await changes.nth(1).getByRole('button', { name: 'Restore this version' }).click();
  const ask = page.getByRole('dialog', { name: 'Restore this version?' });
  await ask.getByRole('button', { name: 'Restore', exact: true }).click();
  const toast = restoreToast(page);
  await expect(toast).toBeVisible();

  const other = await ownerApi.patch(`/api/locations/${place.id}`, { data: { notes: 'Edited elsewhere.' } });
  expect(other.status()).toBe(200);
  // The toast cannot be reached by Tab over the dialog: the history offers the same Undo, by keyboard.
  const undo = details.getByRole('button', { name: 'Undo the restore' });
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.locator('[data-sonner-toast]').filter({
      hasText:
        'This place was changed after the restore, so Undo changed nothing. Its details show it as it is now.',
    }),
  ).toBeVisible();
  const now = await stored(ownerApi, place.id);
  expect(now).toMatchObject({ notes: 'Edited elsewhere.', isPrivate: false, version: place.version + 2 });
  await expect(undo).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Hide history' })).toBeFocused();
  const notesSection = details
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Notes', exact: true }) });
  await expect(notesSection).toContainText('Edited elsewhere.');
});
