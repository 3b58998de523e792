import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import {
  allPlaces,
  createPlace,
  expectEveryPlaceOnMap,
  listHeading,
  forgetRefusedRequests,
} from './home-helpers';
import { stubOutsideMedia } from './media-stub';

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

test('the owner adds a place: both alerts first, then photos, a video link and a refused photo link named', async ({
  page,
  signIn,
  request,
  ownerApi,
  server,
}) => {
  await signIn();
  const name = `Mount Rainier ${Date.now()}`;
  const photo = `${server.url}/favicon.svg`;
  await page.goto('/');
  await expectEveryPlaceOnMap(page, ownerApi);
  await page.getByRole('button', { name: 'Add Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Location' });
  await expect(dialog.getByLabel('Type')).toHaveValue('attraction');
  await expect(dialog.getByLabel('Status')).toHaveValue('planned');
  await expect(dialog.getByLabel('Country')).toHaveValue('United States');
  const submit = dialog.getByRole('button', { name: 'Add Location' });

  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`  ${name}  `);
  await dialog.getByLabel('Latitude').fill('north');
  await dialog.getByLabel('Longitude').fill('-121.7603');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter valid coordinates');
  await dialog.getByLabel('Latitude').fill('46.8523');

  await dialog.getByRole('button', { name: 'Search address' }).click();
  await expect(dialog.getByText(/Address search is not configured/)).toBeVisible();
  await dialog.getByLabel('Address').fill('  Paradise, WA 98398  ');
  await dialog.getByLabel('State').fill('Washington');
  await dialog.getByLabel('Type').selectOption('mountain');
  await dialog.getByLabel('Status').selectOption('visited');
  await dialog.getByLabel('Visited on').fill('2024-08-15');
  await dialog.getByLabel('Notes', { exact: true }).fill('Wildflowers everywhere.');
  await dialog.getByLabel('Video link').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');

  const photoInput = dialog.getByLabel('Photo URL');
  const photos = dialog.getByRole('list', { name: 'Photos to save' }).getByRole('listitem');
  await photoInput.fill(`  ${photo}  `);
  await photoInput.press('Enter');
  await expect(photos).toHaveCount(1);
  await expect(photoInput).toHaveValue('');
  await photoInput.fill(photo);
  await dialog.getByRole('button', { name: 'Add photo' }).click();
  await photoInput.fill('   ');
  await photoInput.press('Enter');
  await expect(photos).toHaveCount(1);
  await photoInput.fill(`${photo}?second`);
  await photoInput.press('Enter');
  await expect(photos).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Remove photo 2' }).click();
  await expect(photos).toHaveCount(1);

  // The server refuses a photo link once: the message names it and nothing typed is lost.
  await page.route('**/api/locations', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'invalid_input',
              message: 'Some fields are not valid.',
              fields: { 'photos.0': 'Must be an absolute http(s) link' },
            },
          }),
        })
      : route.continue(),
  );
  await submit.click();
  await expect(dialog.getByRole('alert')).toContainText(`Photo link “${photo}” was refused`);
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`  ${name}  `);
  await page.unroute('**/api/locations');

  await submit.click();
  await expect(dialog).toHaveCount(0);
  const created = (await allPlaces(request)).find((p) => p.name === name) as Location;
  await expectEveryPlaceOnMap(page, ownerApi);
  expect(created).toMatchObject({
    name,
    address: 'Paradise, WA 98398',
    latitude: 46.8523,
    longitude: -121.7603,
    type: 'mountain',
    status: 'visited',
    state: 'Washington',
    country: 'United States',
    notes: 'Wildflowers everywhere.',
    photos: [photo],
    youtubeUrls: ['https://www.youtube.com/watch?v=aqz-KE-bpKQ'],
    visitedAt: '2024-08-15',
  });

  await page.getByRole('button', { name: 'Add Location' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Add New Location' })
      .getByRole('textbox', { name: 'Name', exact: true }),
  ).toHaveValue('');
  expect((await ownerApi.delete(`/api/locations/${created.id}`)).status()).toBe(204);
});

test('the owner edits notes, status, video and photos, and Cancel discards the draft', async ({
  page,
  signIn,
  ownerApi,
  request,
  server,
}) => {
  const place = await createPlace(ownerApi, { notes: 'Old notes', status: 'planned' });
  await signIn();
  await page.goto(`/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  const status = dialog.getByRole('group', { name: 'Status' });
  await expect(status.getByRole('button', { name: 'Planned' })).toHaveAttribute('aria-pressed', 'true');

  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill('Thrown away');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // A changed form asks before Cancel throws the change away.
  await page
    .getByRole('dialog', { name: 'Discard unsaved changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(dialog.getByText('Old notes')).toBeVisible();

  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill('Sunrise from Panorama Point.');
  await status.getByRole('button', { name: 'Visited' }).click();
  // Marking a place Visited asks for the date; Skip leaves it empty.
  await page
    .getByRole('dialog', { name: 'When did you visit?' })
    .getByRole('button', { name: 'Skip' })
    .click();
  await dialog.getByLabel('Video link').fill('https://youtu.be/aqz-KE-bpKQ');
  // Nothing is sent before Save Changes.
  expect(((await (await request.get(`/api/locations/${place.id}`)).json()) as Location).notes).toBe(
    'Old notes',
  );
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(dialog.getByText('Sunrise from Panorama Point.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Watch Video/ })).toHaveAttribute(
    'href',
    'https://youtu.be/aqz-KE-bpKQ',
  );
  // The dialog shows a save at once (optimistically): the server has it a moment later.
  const saved = async () => (await (await request.get(`/api/locations/${place.id}`)).json()) as Location;
  await expect.poll(saved).toMatchObject({
    notes: 'Sunrise from Panorama Point.',
    status: 'visited',
    youtubeUrls: ['https://youtu.be/aqz-KE-bpKQ'],
  });

  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel('Video link').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('No video yet.')).toBeVisible();
  await expect.poll(async () => (await saved()).youtubeUrls).toEqual([]);

  // Add Photos opens edit mode and the file picker (issue 15); a link can still be typed instead.
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Add Photos' }).click();
  await chooser;
  await expect(dialog.getByRole('button', { name: 'Upload photos' })).toBeFocused();
  await dialog.getByLabel('Photo URL').fill(`${server.url}/favicon.svg`);
  await dialog.getByLabel('Photo URL').press('Enter');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('img', { name: `${place.name}, photo 1 of 1` })).toBeVisible();
  await expect.poll(async () => (await saved()).photos).toEqual([`${server.url}/favicon.svg`]);

  // Outside edit mode a status button saves at once.
  await status.getByRole('button', { name: 'Wishlist' }).click();
  await expect.poll(async () => (await saved()).status).toBe('wishlist');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).not.toHaveURL(/place=/);
  expect((await ownerApi.delete(`/api/locations/${place.id}`)).status()).toBe(204);
});

test("the list's Edit opens the place in edit mode", async ({ page, signIn, ownerApi }) => {
  const place = await createPlace(ownerApi);
  await signIn();
  await page.goto(`/?view=list&q=${encodeURIComponent(place.name)}`);
  await expect(listHeading(page, 1)).toBeVisible();
  const card = page.getByRole('article', { name: place.name });
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: place.name });
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // Its Delete (at once, with Undo): card-delete.spec.ts.
  expect((await ownerApi.delete(`/api/locations/${place.id}`)).status()).toBe(204);
});

test('a refused save rolls back and says what failed; the draft is kept', async ({
  page,
  signIn,
  ownerApi,
  request,
  consoleErrors,
}) => {
  const place = await createPlace(ownerApi, { status: 'planned', notes: 'Kept notes' });
  await signIn();
  await page.goto(`/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  const status = dialog.getByRole('group', { name: 'Status' });
  await expect(status.getByRole('button', { name: 'Planned' })).toHaveAttribute('aria-pressed', 'true');

  const failure = 'Something went wrong on our side. Please try again.';
  await page.route(`**/api/locations/${place.id}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal_error', message: failure } }),
        })
      : route.continue(),
  );
  await status.getByRole('button', { name: 'Visited' }).click();
  await page
    .getByRole('dialog', { name: 'When did you visit?' })
    .getByRole('button', { name: 'Skip' })
    .click();
  await expect(page.getByText(`Failed to update location: ${failure}`)).toBeVisible();
  await expect(status.getByRole('button', { name: 'Planned' })).toHaveAttribute('aria-pressed', 'true');
  await expect(status.getByRole('button', { name: 'Visited' })).toHaveAttribute('aria-pressed', 'false');

  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill('Typed with care');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`Failed to update location: ${failure}`);
  await expect(dialog.getByRole('textbox', { name: 'Notes', exact: true })).toHaveValue('Typed with care');
  expect(((await (await request.get(`/api/locations/${place.id}`)).json()) as Location).status).toBe(
    'planned',
  );

  await page.unroute(`**/api/locations/${place.id}`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Typed with care')).toBeVisible();
  await expect
    .poll(async () => ((await (await request.get(`/api/locations/${place.id}`)).json()) as Location).notes)
    .toBe('Typed with care');

  // The forced 500s were logged by the browser; they are this test's own doing.
  forgetRefusedRequests(consoleErrors, 500);
  expect((await ownerApi.delete(`/api/locations/${place.id}`)).status()).toBe(204);
});
