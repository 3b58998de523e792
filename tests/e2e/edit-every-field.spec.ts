import type { APIRequestContext, Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { createPlace, listHeading } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

// Issue 14: every field of a place can be changed in the detail modal, its videos and photos
// reordered, and the place deleted from there too.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

const stored = async (request: APIRequestContext, id: number) =>
  (await (await request.get(`/api/locations/${id}`)).json()) as Location;

/** A unique word both the old and the new name carry, so the list's search finds either. */
const token = () => `Fld${Date.now()}${Math.round(Math.random() * 1e4)}`;

async function openForEdit(page: Page, id: number, name: string, list = false) {
  await page.goto(`/?${list ? `view=list&q=${encodeURIComponent(name.split(' ')[0]!)}&` : ''}place=${id}`);
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  return dialog;
}

test('name, type, address, coordinates, visited date and notes: in the modal, on the list, after a reload', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const word = token();
  const place = await createPlace(ownerApi, { name: `${word} Paradise` });
  await signIn();
  const dialog = await openForEdit(page, place.id, place.name, true);

  const renamed = `${word} Crater Lake`;
  await dialog.getByLabel('Name').fill(renamed);
  await dialog.getByLabel('Type').selectOption('national-park');
  await dialog.getByLabel('Address').fill('Crater Lake, OR 97604, USA');
  await dialog.getByLabel('Latitude').fill('42.9446');
  await dialog.getByLabel('Longitude').fill('-122.109');
  // The state was not typed: it follows the coordinates to Oregon.
  await expect(dialog.getByLabel('State')).toHaveValue('Oregon');
  await dialog.getByLabel('Visited on').fill('2024-08-15');
  await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill('Bluer than blue.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  const shown = page.getByRole('dialog', { name: renamed });
  const expectInModal = async () => {
    await expect(shown.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(shown.getByText('Crater Lake, OR 97604, USA')).toBeVisible();
    await expect(shown.getByText('National Park')).toBeVisible();
    await expect(shown.getByText('42.9446, -122.1090')).toBeVisible();
    await expect(shown.getByText('Oregon', { exact: true })).toBeVisible();
    await expect(shown.getByText('August 15, 2024')).toBeVisible();
    await expect(shown.getByText('Bluer than blue.')).toBeVisible();
  };
  await expectInModal();
  await expect
    .poll(async () => stored(request, place.id))
    .toMatchObject({
      name: renamed,
      type: 'national-park',
      address: 'Crater Lake, OR 97604, USA',
      latitude: 42.9446,
      longitude: -122.109,
      state: 'Oregon',
      country: 'United States',
      visitedAt: '2024-08-15',
      notes: 'Bluer than blue.',
    });

  await shown.getByRole('button', { name: 'Close', exact: true }).click();
  const card = page.getByRole('article', { name: renamed });
  await expect(card).toContainText('Crater Lake, OR 97604, USA');
  await expect(card).toContainText('National Park');
  await expect(card).toContainText('Oregon, United States');
  await expect(card).toContainText('Bluer than blue.');

  await page.goto(`/?place=${place.id}`);
  await expectInModal();
});

test('bad input is named in words and nothing is stored; a typed country and state are kept', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const place = await createPlace(ownerApi);
  await signIn();
  const dialog = await openForEdit(page, place.id, place.name);

  await dialog.getByLabel('Name').fill('   ');
  await dialog.getByLabel('Latitude').fill('95');
  await dialog.getByLabel('Longitude').fill('east');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Latitude is a number between -90 and 90')).toBeVisible();
  await expect(dialog.getByText('Longitude is a number between -180 and 180')).toBeVisible();
  await expect(dialog.getByLabel('Latitude')).toHaveAttribute('aria-invalid', 'true');
  expect(await stored(request, place.id)).toMatchObject({ name: place.name, latitude: place.latitude });

  await dialog.getByLabel('Name').fill(place.name);
  await dialog.getByLabel('Latitude').fill('49.2827');
  await dialog.getByLabel('Longitude').fill('-123.1207');
  await dialog.getByLabel('Country').fill('Canada');
  await dialog.getByLabel('State').fill('British Columbia');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect
    .poll(async () => stored(request, place.id))
    .toMatchObject({ latitude: 49.2827, longitude: -123.1207, country: 'Canada', state: 'British Columbia' });
  await page.reload();
  await expect(page.getByRole('dialog', { name: place.name }).getByText('British Columbia')).toBeVisible();
});

test('a country found at new coordinates does not change the field the owner is typing in', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const place = await createPlace(ownerApi, { country: 'United States' });
  await signIn();
  const dialog = await openForEdit(page, place.id, place.name);

  // The lookup for the new coordinates answers only once the owner has selected the Country text.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/geo/region?latitude=49.2827*', async (route) => {
    await answered;
    await route.continue();
  });
  await dialog.getByLabel('Latitude').fill('49.2827');
  await dialog.getByLabel('Longitude').fill('-123.1207');
  const country = dialog.getByLabel('Country');
  await country.focus();
  await country.selectText();
  const lookup = page.waitForResponse('**/api/geo/region?latitude=49.2827*');
  answer();
  await lookup;
  await expect(dialog.getByText('Finding it from the coordinates…')).toHaveCount(0);
  await page.keyboard.type('Kanada');
  await expect(country).toHaveValue('Kanada');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  expect(await stored(request, place.id)).toMatchObject({ country: 'Kanada', latitude: 49.2827 });
});

test('every video link: add, remove and reorder with the keyboard; the order is kept', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const videos = [
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/9bZkp7q19f0',
  ];
  const place = await createPlace(ownerApi, { youtubeUrls: videos.slice(0, 2) });
  await signIn();
  const dialog = await openForEdit(page, place.id, place.name);
  await expect(dialog.getByLabel('Video link 1')).toHaveValue(videos[0]!);
  await expect(dialog.getByLabel('Video link 2')).toHaveValue(videos[1]!);
  await expect(dialog.getByText('2 of 20 videos')).toBeVisible();

  await dialog.getByRole('button', { name: 'Add video link' }).click();
  await expect(dialog.getByLabel('Video link 3')).toBeFocused();
  await page.keyboard.type(videos[2]!);
  // From the keyboard: the third link moves up twice, the focus following it.
  await dialog.getByRole('button', { name: 'Move up (video 3)' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Move up (video 2)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Video link 1')).toHaveValue(videos[2]!);
  await dialog.getByRole('button', { name: 'Move down (video 2)' }).click();
  await dialog.getByRole('button', { name: 'Remove video 2' }).click();
  // Now: the third link, then the first.
  await expect(dialog.getByLabel('Video link 2')).toHaveValue(videos[0]!);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(dialog.getByRole('group', { name: `Videos of ${place.name}` })).toContainText('1 / 2');
  await expect
    .poll(async () => (await stored(request, place.id)).youtubeUrls)
    .toEqual([videos[2], videos[0]]);

  await page.reload();
  const again = await openForEdit(page, place.id, place.name);
  await expect(again.getByLabel('Video link 1')).toHaveValue(videos[2]!);
  await expect(again.getByLabel('Video link 2')).toHaveValue(videos[0]!);
});

test('photos: reorder and choose the cover (the first); the order is kept', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const photos = ['https://example.com/first.jpg', 'https://example.com/second.jpg'];
  const place = await createPlace(ownerApi, { photos });
  await signIn();
  const dialog = await openForEdit(page, place.id, place.name);
  const list = dialog.getByRole('list', { name: 'Photos to save' });
  await expect(list.getByRole('listitem').first()).toContainText('Cover');
  await dialog.getByRole('button', { name: 'Move down (photo 1)' }).click();
  await expect(list.getByRole('listitem').first()).toContainText(photos[1]!);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect.poll(async () => (await stored(request, place.id)).photos).toEqual([photos[1], photos[0]]);

  await page.reload();
  const again = await openForEdit(page, place.id, place.name);
  await expect(
    again.getByRole('list', { name: 'Photos to save' }).getByRole('listitem').first(),
  ).toContainText(photos[1]!);
});

test('Delete in the modal moves the place to the trash; Undo brings it back', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const word = token();
  const place = await createPlace(ownerApi, { name: `${word} To Trash` });
  await signIn();
  await page.goto(`/?view=list&q=${word}&place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  // Straight to the trash, with Undo in the toast.
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(listHeading(page, 0)).toBeVisible();
  await expect.poll(async () => (await request.get(`/api/locations/${place.id}`)).status()).toBe(404);

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: `Moved ${place.name} to the trash` });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('article', { name: place.name })).toBeVisible();
  await expect(listHeading(page, 1)).toBeVisible();
  await expect.poll(async () => (await request.get(`/api/locations/${place.id}`)).status()).toBe(200);
});

test('visitors see no Delete or Edit in the modal', async ({ page, ownerApi }) => {
  const place = await createPlace(ownerApi);
  await page.goto(`/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  await expect(dialog.getByText(place.notes)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});
