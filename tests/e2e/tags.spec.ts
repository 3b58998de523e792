import type { APIRequestContext, Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import type { Tag } from '../../src/shared/tags';
import { expect, test } from './fixtures';
import { createPlace, listHeading, openSection, sidebar } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

// Issue 14: tags. The owner tags places in the modal and in bulk, everyone filters by them, and the
// owner renames and merges them in the Tags dialog.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

/** A word of this test alone: the places' names and the tags carry it. */
const token = () => `Tg${Date.now()}${Math.round(Math.random() * 1e4)}`;
const listOf = (word: string) => `/?view=list&q=${encodeURIComponent(word)}`;
const stored = async (request: APIRequestContext, id: number) =>
  (await (await request.get(`/api/locations/${id}`)).json()) as Location;
const tagsOf = async (request: APIRequestContext) => (await (await request.get('/api/tags')).json()) as Tag[];
const card = (page: Page, name: string) => page.getByRole('article', { name });

test('tags added in the modal show on the card, and filter the list (the URL survives a reload)', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const word = token();
  const tagged = await createPlace(ownerApi, { name: `${word} Paradise` });
  await createPlace(ownerApi, { name: `${word} Sunrise` });
  await signIn();
  await page.goto(`${listOf(word)}&place=${tagged.id}`);
  const dialog = page.getByRole('dialog', { name: tagged.name });
  await dialog.getByRole('button', { name: 'Edit' }).click();

  const input = dialog.getByRole('combobox', { name: 'Add a tag' });
  await input.fill(`${word} road trip`);
  await input.press('Enter');
  await input.fill(`${word} Best of`);
  await input.press('Enter');
  await input.fill('to remove');
  await input.press('Enter');
  // A chip's Remove button takes the tag back off.
  await dialog.getByRole('button', { name: 'Remove tag to remove' }).click();
  await expect(dialog.getByRole('list', { name: 'Tags of this place' }).getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(dialog.getByText(`#${word} road trip`)).toBeVisible();
  await expect
    .poll(async () => (await stored(request, tagged.id)).tags)
    .toEqual([`${word} Best of`, `${word} road trip`]);
  await page.keyboard.press('Escape');

  await expect(card(page, tagged.name).getByText(`#${word} road trip`)).toBeVisible();
  await expect(listHeading(page, 2)).toBeVisible();

  await openSection(page, 'Tags');
  await sidebar(page)
    .getByRole('checkbox', { name: `${word} road trip (1)` })
    .check();
  await expect(listHeading(page, 1)).toBeVisible();
  expect(new URL(page.url()).searchParams.getAll('tag')).toEqual([`${word} road trip`]);
  await page.reload();
  await expect(listHeading(page, 1)).toBeVisible();
  await expect(card(page, tagged.name)).toBeVisible();
  await openSection(page, 'Tags');
  await expect(sidebar(page).getByRole('checkbox', { name: `${word} road trip (1)` })).toBeChecked();
});

test('bulk Add tag on several places, then Undo', async ({ page, signIn, ownerApi, request }) => {
  const word = token();
  const places = [];
  for (const name of ['Alpha', 'Bravo', 'Charlie'])
    places.push(await createPlace(ownerApi, { name: `${word} ${name}` }));
  await signIn();
  await page.goto(listOf(word));
  await expect(listHeading(page, 3)).toBeVisible();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await bar.getByRole('button', { name: 'Select all 3 filtered' }).click();
  await bar.getByRole('combobox', { name: 'Tag for the chosen places' }).fill(`${word} bulk`);
  await bar.getByRole('button', { name: 'Add tag' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Tagged 3 places' });
  await expect(toast).toBeVisible();
  for (const place of places) await expect(card(page, place.name).getByText(`#${word} bulk`)).toBeVisible();
  for (const place of places) expect((await stored(request, place.id)).tags).toEqual([`${word} bulk`]);

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, places[0]!.name).getByText(`#${word} bulk`)).toHaveCount(0);
  for (const place of places)
    await expect.poll(async () => (await stored(request, place.id)).tags).toEqual([]);
});

test('the Tags dialog renames a tag, says so when a name is taken, and merges two tags', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const word = token();
  const a = await createPlace(ownerApi, { name: `${word} One`, tags: [`${word} japan`] });
  const b = await createPlace(ownerApi, { name: `${word} Two`, tags: [`${word} Best of Japan`] });
  await signIn();
  await page.goto(listOf(word));
  await expect(listHeading(page, 2)).toBeVisible();
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Tags' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tags' });

  await dialog.getByRole('button', { name: `Rename ${word} japan` }).click();
  const name = dialog.getByRole('textbox', { name: `New name for "${word} japan"` });
  await expect(name).toBeFocused();
  await name.fill(`${word} BEST of japan`);
  await name.press('Enter');
  await expect(dialog.getByText(`A tag named "${word} Best of Japan" already exists.`)).toBeVisible();
  // A name pasted too long is kept whole and counted; saving names the limit and changes nothing.
  const tooLong = `${word} ${'road trip '.repeat(7)}`.trim();
  await name.fill(tooLong);
  await expect(name).toHaveValue(tooLong);
  await expect(
    dialog.getByText(`${tooLong.length} of 60 characters: ${tooLong.length - 60} too many`),
  ).toBeVisible();
  await name.press('Enter');
  await expect(dialog.getByText('A tag is at most 60 characters')).toBeVisible();
  await expect(name).toHaveValue(tooLong);
  expect((await stored(request, a.id)).tags).toEqual([`${word} japan`]);
  await name.fill(`${word} Japan trip`);
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog.getByText(`#${word} Japan trip`)).toBeVisible();
  await expect.poll(async () => (await stored(request, a.id)).tags).toEqual([`${word} Japan trip`]);

  await dialog.getByRole('button', { name: `Merge ${word} Japan trip` }).click();
  await dialog.getByRole('combobox', { name: `Merge "${word} Japan trip" into` }).selectOption({
    label: `${word} Best of Japan`,
  });
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(dialog.getByText(`#${word} Japan trip`)).toHaveCount(0);
  await expect(dialog.getByText(`#${word} Best of Japan`)).toBeVisible();
  // As after the rename: the dialog may show the merge before this other client reads it.
  await expect.poll(async () => (await stored(request, a.id)).tags).toEqual([`${word} Best of Japan`]);
  await expect.poll(async () => (await stored(request, b.id)).tags).toEqual([`${word} Best of Japan`]);
  await expect
    .poll(async () => (await tagsOf(request)).find((tag) => tag.name === `${word} Best of Japan`)?.count)
    .toBe(2);

  // Delete asks first.
  await dialog.getByRole('button', { name: `Delete ${word} Best of Japan` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this tag?' });
  await expect(confirm).toContainText('will be removed from 2 places');
  await confirm.getByRole('button', { name: 'Delete tag' }).click();
  await expect(dialog.getByText(`#${word} Best of Japan`)).toHaveCount(0);
  expect((await stored(request, a.id)).tags).toEqual([]);
});
