import type { APIRequestContext, Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import {
  allPlaces,
  createPlace,
  endSessionInTheBackground,
  mapElement,
  openSignedIn,
  signInAgain,
} from './home-helpers';
import { stubOutsideMedia } from './media-stub';
import { OWNER_PASSWORD } from './server';

// Issue 12, problems 4 and 6: an unreachable server or an ended session never costs the owner the
// text they typed.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

/** The browser's own lines about the requests this test made fail on purpose. */
function forgetForcedFailures(consoleErrors: string[]) {
  for (let i = consoleErrors.length - 1; i >= 0; i--)
    if (/net::ERR_(CONNECTION_REFUSED|FAILED)|status of 401/.test(consoleErrors[i]!))
      consoleErrors.splice(i, 1);
}

/** A toast (sonner's), not the same words inside the form. */
const toast = (page: Page, text: RegExp | string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

const notesOf = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/locations/${id}`)).json()) as Location).notes;

/** The header's Sign in, under an open dialog: the header has followed the ended session. */
const headerSignIn = (page: Page) => page.getByRole('button', { name: 'Sign in', includeHidden: true });

test('the server unreachable during a save in a fresh tab: the page and the notes stay, and Save works once it is back', async ({
  page,
  signIn,
  ownerApi,
  request,
  consoleErrors,
}) => {
  const place = await createPlace(ownerApi, { notes: 'Notes before' });
  await openSignedIn(page, signIn, `/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  await dialog.getByRole('button', { name: 'Edit' }).click();
  const notes = dialog.getByRole('textbox', { name: 'Notes', exact: true });
  await notes.fill('Written while the connection dropped.');
  // Whatever the page loads at start has arrived.
  await page.waitForLoadState('networkidle');

  // Nothing answers any more: not the API, not the scripts, not the page itself.
  await page.route('**/*', (route) => route.abort('connectionrefused'));
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  // The toast says so: its code was part of the page, not a download that fails now.
  await expect(toast(page, /Could not reach the server/)).toBeVisible();
  // Still this page (not the browser's "This site can't be reached"), with every word typed.
  expect(page.url()).toContain(`place=${place.id}`);
  await expect(notes).toHaveValue('Written while the connection dropped.');
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  expect(await notesOf(request, place.id)).toBe('Notes before');

  await page.unroute('**/*');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect.poll(() => notesOf(request, place.id)).toBe('Written while the connection dropped.');
  forgetForcedFailures(consoleErrors);
});

test('a part of the page that cannot load while offline says so, and the page stays', async ({
  page,
  signIn,
  consoleErrors,
}) => {
  await signIn();
  await page.goto('/');
  await expect(mapElement(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.route('**/*', (route) => route.abort('connectionrefused'));
  // Pointing at a link loads its screen ahead of the click: that load fails now.
  await page.getByRole('link', { name: 'Stats' }).hover();
  await expect(
    toast(page, 'Could not load part of the page. Check your connection and try again.'),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(mapElement(page)).toBeVisible();
  await page.unroute('**/*');
  forgetForcedFailures(consoleErrors);
});

test('a session that ended mid-edit: Save asks to sign in again over the form, then saves what was typed', async ({
  page,
  server,
  signIn,
  ownerApi,
  request,
  consoleErrors,
}) => {
  const place = await createPlace(ownerApi, { notes: 'Notes before' });
  await openSignedIn(page, signIn, `/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill('Typed before the session ended.');

  // The session ends on the server (as when it expires, or another device changes the password).
  const logout = await page.request.post(`${server.url}/api/auth/logout`, {
    headers: { origin: server.url },
  });
  expect(logout.status()).toBe(204);

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signInDialog).toBeVisible();
  await expect(signInDialog).toContainText('Your session has ended. Sign in again to save.');
  // The form is still there under the dialog, with the text.
  await expect(page.locator('#edit-notes')).toHaveValue('Typed before the session ended.');
  expect(await notesOf(request, place.id)).toBe('Notes before');

  await signInDialog.getByLabel('Password').fill(OWNER_PASSWORD);
  await signInDialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(signInDialog).toHaveCount(0);
  // The save completes by itself once signed in.
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(dialog.getByText('Typed before the session ended.')).toBeVisible();
  await expect.poll(() => notesOf(request, place.id)).toBe('Typed before the session ended.');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
  forgetForcedFailures(consoleErrors);
});

// The edit dialog over the home page, and over a place's own page.
for (const [screen, pathOf] of [
  ['the home page', (id: number) => `/?place=${id}`],
  ["a place's own page", (id: number) => `/places/${id}`],
] as const) {
  test(`a session found ended by a read in the background keeps the edit form on ${screen}; Save asks to sign in, then saves`, async ({
    page,
    server,
    signIn,
    ownerApi,
    request,
    consoleErrors,
  }) => {
    const place = await createPlace(ownerApi, { notes: 'Notes before' });
    await page.clock.install();
    await openSignedIn(page, signIn, pathOf(place.id));
    // The dialog's Edit on the home page; the page's own, which opens the dialog, on a place's page.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: place.name });
    const notes = dialog.getByRole('textbox', { name: 'Notes', exact: true });
    await notes.fill('Typed as the session ended.');

    await endSessionInTheBackground(page, server.url);
    await expect(headerSignIn(page)).toBeAttached();
    await expect(notes).toHaveValue('Typed as the session ended.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await signInAgain(page);
    await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect.poll(() => notesOf(request, place.id)).toBe('Typed as the session ended.');
    forgetForcedFailures(consoleErrors);
  });
}

test('the same on a new place: the Add Location form stays, and Add asks to sign in, then adds', async ({
  page,
  server,
  signIn,
  request,
  consoleErrors,
}) => {
  const name = `Added as the session ended ${Date.now()}`;
  await page.clock.install();
  await openSignedIn(page, signIn, '/');
  await page.getByRole('button', { name: 'Add Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Location' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Latitude').fill('46.8523');
  await dialog.getByLabel('Longitude').fill('-121.7603');

  await endSessionInTheBackground(page, server.url);
  await expect(headerSignIn(page)).toBeAttached();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await signInAgain(page);
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await allPlaces(request)).filter((p) => p.name === name).length).toBe(1);
  forgetForcedFailures(consoleErrors);
});

test("the same in the owner's menu: Profile Settings stays with what was typed, and Save asks to sign in, then saves", async ({
  page,
  server,
  signIn,
  ownerApi,
  consoleErrors,
}) => {
  const { name } = ((await (await ownerApi.get('/api/auth/me')).json()) as { user: { name: string } }).user;
  await page.clock.install();
  await openSignedIn(page, signIn, '/');
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  await dialog.getByLabel('Name').fill('Renamed as the session ended');
  try {
    await endSessionInTheBackground(page, server.url);
    // The menu the dialog belongs to stays while the dialog is open.
    await expect(dialog.getByLabel('Name')).toHaveValue('Renamed as the session ended');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await signInAgain(page);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account: Renamed as the session ended' })).toBeVisible();
  } finally {
    // The owner's name as the other tests of this worker's server expect it.
    expect((await ownerApi.patch('/api/auth/me', { data: { name } })).status()).toBe(200);
  }
  forgetForcedFailures(consoleErrors);
});

test('an import at its last step stays too, and Import asks to sign in, then imports', async ({
  page,
  server,
  signIn,
  request,
  consoleErrors,
}) => {
  const name = `Imported as the session ended ${Date.now()}`;
  await page.clock.install();
  await openSignedIn(page, signIn, '/');
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Import Places' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import places' });
  await dialog.getByLabel('Choose a file').setInputFiles({
    name: 'places.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`name,latitude,longitude\n${name},38.6975,-9.2032\n`),
  });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const importButton = dialog.getByRole('button', { name: 'Import 1 place' });
  await expect(importButton).toBeVisible();

  await endSessionInTheBackground(page, server.url);
  await importButton.click();
  await signInAgain(page);
  await expect(dialog.getByText('Imported 1 place')).toBeVisible();
  await expect.poll(async () => (await allPlaces(request)).filter((p) => p.name === name).length).toBe(1);
  forgetForcedFailures(consoleErrors);
});

test('giving up on signing in again saves nothing, and the header follows the ended session', async ({
  page,
  signIn,
  ownerApi,
  request,
  consoleErrors,
}) => {
  const place = await createPlace(ownerApi, { notes: 'Notes before' });
  await openSignedIn(page, signIn, `/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill('Not saved this time.');
  await page.context().clearCookies({ name: 'fru_session' });

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
  await signInDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(signInDialog).toHaveCount(0);
  await expect(toast(page, 'Please sign in as the owner to do that.')).toBeVisible();
  expect(await notesOf(request, place.id)).toBe('Notes before');
  // The header no longer pretends the owner is signed in.
  await expect(page.getByRole('button', { name: 'Sign in', includeHidden: true })).toBeAttached();
  await expect(page.getByRole('button', { name: /^Account: /, includeHidden: true })).toHaveCount(0);
  forgetForcedFailures(consoleErrors);
});

test('an owner-only screen read after the session ended signs the header out', async ({
  page,
  signIn,
  consoleErrors,
}) => {
  await openSignedIn(page, signIn, '/');
  const account = page.getByRole('button', { name: /^Account: / });
  await expect(account).toBeVisible();
  await page.context().clearCookies({ name: 'fru_session' });

  await account.click();
  await page.getByRole('menuitem', { name: 'Inbox' }).click();
  await expect(page.getByText('Please sign in as the owner to read the inbox.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(account).toHaveCount(0);
  forgetForcedFailures(consoleErrors);
});
