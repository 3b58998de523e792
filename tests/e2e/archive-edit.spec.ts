import type { APIRequestContext, Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { allPlaces, createPlace } from './home-helpers';
import { stubOutsideMedia } from './media-stub';
import { OWNER_PASSWORD } from './server';

// Issue 12: an edit never drops what it did not touch, two tabs never overwrite each other
// silently, a double-click creates one place, and every change is in a history that can be restored.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

const VIDEOS = ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://youtu.be/dQw4w9WgXcQ'];

const stored = async (request: APIRequestContext, id: number) =>
  (await (await request.get(`/api/locations/${id}`)).json()) as Location;

async function openForEdit(page: Page, place: Location) {
  await page.goto(`/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  return dialog;
}

test('Edit and Save with no change keeps both videos', async ({ page, signIn, ownerApi, request }) => {
  const place = await createPlace(ownerApi, { youtubeUrls: VIDEOS });
  await signIn();
  const dialog = await openForEdit(page, place);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  // The modal still offers both videos ("1 / 2"), and so does the server.
  await expect(dialog.getByRole('group', { name: `Videos of ${place.name}` })).toContainText('1 / 2');
  expect((await stored(request, place.id)).youtubeUrls).toEqual(VIDEOS);

  // The edit form shows every link to edit, in order.
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Video link 1')).toHaveValue(VIDEOS[0]!);
  await expect(dialog.getByLabel('Video link 2')).toHaveValue(VIDEOS[1]!);
});

test('changing only the notes keeps both videos', async ({ page, signIn, ownerApi, request }) => {
  const place = await createPlace(ownerApi, { youtubeUrls: VIDEOS, notes: 'Old notes.' });
  await signIn();
  const dialog = await openForEdit(page, place);
  await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill('Only the notes changed.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Only the notes changed.')).toBeVisible();
  await expect.poll(async () => (await stored(request, place.id)).notes).toBe('Only the notes changed.');
  expect((await stored(request, place.id)).youtubeUrls).toEqual(VIDEOS);
  await expect(dialog.getByRole('group', { name: `Videos of ${place.name}` })).toContainText('1 / 2');
});

test('two tabs: the later save shows what changed elsewhere, and the merge keeps both changes', async ({
  page,
  browser,
  server,
  signIn,
  ownerApi,
  request,
}) => {
  const place = await createPlace(ownerApi, { notes: 'Original notes.', status: 'planned' });
  await signIn();
  // Tab B: a second browser signed in as the owner too.
  const contextB = await browser.newContext({ baseURL: server.url });
  await stubOutsideMedia(contextB);
  const login = await contextB.request.post('/api/auth/login', {
    data: { password: OWNER_PASSWORD },
    headers: { origin: server.url },
  });
  expect(login.status()).toBe(204);
  const tabB = await contextB.newPage();
  const errorsB: string[] = [];
  tabB.on('pageerror', (error) => errorsB.push(error.message));

  const dialogA = await openForEdit(page, place);
  const dialogB = await openForEdit(tabB, place);

  await dialogA.getByRole('textbox', { name: 'Notes', exact: true }).fill('Notes saved in tab A.');
  await dialogA.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialogA.getByText('Notes saved in tab A.')).toBeVisible();
  await expect.poll(async () => (await stored(request, place.id)).notes).toBe('Notes saved in tab A.');

  await dialogB.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Visited' }).click();
  await tabB
    .getByRole('dialog', { name: 'When did you visit?' })
    .getByRole('button', { name: 'Skip' })
    .click();
  await dialogB.getByRole('button', { name: 'Save Changes' }).click();

  // Tab B is told, field by field: A's notes are "theirs", its own status is "yours".
  const conflict = dialogB.getByRole('region', { name: 'Changed elsewhere' });
  await expect(conflict).toBeVisible();
  const notes = conflict.getByRole('group', { name: /^Notes/ });
  await expect(notes).toContainText('changed elsewhere');
  await expect(notes.getByRole('radio', { name: /Theirs/ })).toBeChecked();
  await expect(notes.getByRole('radio', { name: /Theirs/ })).toHaveAccessibleName(/Notes saved in tab A\./);
  await expect(notes.getByRole('radio', { name: /Yours/ })).toHaveAccessibleName(/Original notes\./);
  const status = conflict.getByRole('group', { name: /^Status/ });
  await expect(status.getByRole('radio', { name: /Yours/ })).toBeChecked();
  // Nothing was overwritten while the owner reads.
  expect(await stored(request, place.id)).toMatchObject({
    notes: 'Notes saved in tab A.',
    status: 'planned',
  });

  await dialogB.getByRole('button', { name: 'Save merged' }).click();
  await expect(dialogB.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(dialogB.getByText('Notes saved in tab A.')).toBeVisible();
  await expect
    .poll(async () => {
      const now = await stored(request, place.id);
      return { notes: now.notes, status: now.status };
    })
    .toEqual({ notes: 'Notes saved in tab A.', status: 'visited' });
  expect(errorsB).toEqual([]);
  await contextB.close();
});

test('a double-click on Add Location creates one place', async ({ page, signIn, request }) => {
  await signIn();
  const name = `Double clicked ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Add Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Location' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Latitude').fill('46.8523');
  await dialog.getByLabel('Longitude').fill('-121.7603');

  // Every create the page sends, followed to its answer, before counting.
  const answers: Promise<unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/locations')
      answers.push(request.response());
  });
  await dialog.getByRole('button', { name: 'Add Location' }).dblclick();
  await expect(dialog).toHaveCount(0);
  await Promise.all(answers);
  expect((await allPlaces(request)).filter((p) => p.name === name)).toHaveLength(1);
});

test('the History section lists each edit, and "Restore this version" brings old notes back', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const place = await createPlace(ownerApi, { notes: 'First notes.' });
  for (const notes of ['Second notes.', 'Third notes.']) {
    const response = await ownerApi.patch(`/api/locations/${place.id}`, { data: { notes } });
    expect(response.status()).toBe(200);
  }
  await signIn();
  await page.goto(`/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  await dialog.getByRole('button', { name: 'Show history' }).click();
  const changes = dialog.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
  await expect(changes).toHaveCount(3);
  await expect(changes.nth(0)).toHaveAccessibleName('Edited notes');
  await expect(changes.nth(0)).toContainText('Second notes.');
  await expect(changes.nth(0)).toContainText('Third notes.');
  await expect(changes.nth(1)).toHaveAccessibleName('Edited notes');
  await expect(changes.nth(2)).toHaveAccessibleName('Created');

  // The first edit's version: its notes come back, and the restore is itself in the history.
  await changes.nth(1).getByRole('button', { name: 'Restore this version' }).click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore', exact: true })
    .click();
  const notesSection = dialog
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Notes', exact: true }) });
  await expect(notesSection).toContainText('Second notes.');
  await expect.poll(async () => (await stored(request, place.id)).notes).toBe('Second notes.');
  await expect(changes).toHaveCount(4);
  await expect(changes.nth(0)).toHaveAccessibleName(/^Restored an earlier version/);
});
