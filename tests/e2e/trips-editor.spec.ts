import { readFileSync } from 'node:fs';
import { request } from '@playwright/test';
import { expect, test } from './fixtures';
import { bulkBar, importPlaces, listOf, placesOf } from './bulk-helpers';
import { expectAxeClean, THEME_KEY } from './dark-mode-helpers';
import { stubOutsideMedia } from './media-stub';
import { OWNER_PASSWORD } from './server';
import {
  editPath,
  openEditor,
  stopIds,
  stopNames,
  toastWith,
  tripOf,
  tripWith,
} from './trips-editor-helpers';

// Issue 38, the owner's side: make a trip, edit it, reorder and move stops, tracks, share links.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

test('Make a trip from 5 places chosen in the list: one day, in the list’s order', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const prefix = await importPlaces(ownerApi, 6);
  const places = await placesOf(ownerApi, prefix);
  await signIn();
  await page.goto(listOf(prefix));
  // Ticked out of order: the trip still follows the list.
  const chosen = [places[4]!, places[0]!, places[2]!, places[1]!, places[3]!];
  for (const place of chosen) await page.getByRole('checkbox', { name: `Select ${place.name}` }).check();
  await expect(bulkBar(page)).toContainText('5 selected');
  await bulkBar(page).getByRole('button', { name: 'Make a trip' }).click();

  await expect(page).toHaveURL(/\/trips\/\d+\/edit$/);
  const id = Number(/\/trips\/(\d+)\/edit/.exec(page.url())![1]);
  const listed = places.slice(0, 5).map((place) => place.name);
  await expect.poll(() => stopNames(page, 1)).toEqual(listed);
  expect(stopIds(await tripOf(ownerApi, id))).toEqual([places.slice(0, 5).map((place) => place.id)]);
});

test('New trip on /trips makes an empty trip and opens its editor', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/trips');
  await page.getByRole('button', { name: 'New trip' }).click();
  await expect(page).toHaveURL(/\/trips\/\d+\/edit$/);
  await expect(page.getByText('No days yet: add one, then places to it.')).toBeVisible();
});

test('Stops reorder with the keyboard alone, and the order is saved', async ({ page, signIn, ownerApi }) => {
  const trip = await tripWith(ownerApi, [3]);
  const [first, second, third] = trip.places.map((place) => place.name);
  await signIn();
  await openEditor(page, trip.id);

  const handle = page.getByRole('button', { name: `Move ${first}, stop 1` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: `Picked up ${first}` })).toBeAttached();
  // Each move is announced before the next key, as a screen reader user hears it.
  const said = (text: string) => page.getByRole('status').filter({ hasText: text });
  await page.keyboard.press('ArrowDown');
  await expect(said(`${first} is now at position 2 of 3 in day 1`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(said(`${first} is now at position 3 of 3 in day 1`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(said(`${first} dropped at position 3 of 3 in day 1`)).toBeAttached();
  await expect.poll(() => stopNames(page, 1)).toEqual([second, third, first]);

  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Save trip' }).click();
  await expect(toastWith(page, 'Trip saved')).toBeVisible();
  expect(stopIds(await tripOf(ownerApi, trip.id))).toEqual([
    [trip.places[1]!.id, trip.places[2]!.id, trip.places[0]!.id],
  ]);
  await page.reload();
  await expect.poll(() => stopNames(page, 1)).toEqual([second, third, first]);
});

test('A stop moves to another day with its Move to day list', async ({ page, signIn, ownerApi }) => {
  const trip = await tripWith(ownerApi, [2, 1]);
  const [a, b, c] = trip.places;
  await signIn();
  await openEditor(page, trip.id);
  await page.getByRole('combobox', { name: `Move ${a!.name} to day` }).selectOption({ label: 'Day 2' });
  await expect.poll(() => stopNames(page, 2)).toEqual([c!.name, a!.name]);
  await page.getByRole('textbox', { name: `Note for ${a!.name}` }).fill('Lunch by the lake');
  await page.getByRole('button', { name: 'Save trip' }).click();
  await expect(toastWith(page, 'Trip saved')).toBeVisible();
  const saved = await tripOf(ownerApi, trip.id);
  expect(stopIds(saved)).toEqual([[b!.id], [c!.id, a!.id]]);
});

test('A stop note or a title longer than allowed is kept whole, counted, and refused with the reason', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const trip = await tripWith(ownerApi, [2]);
  const [a] = trip.places;
  await signIn();
  await openEditor(page, trip.id);
  const note = page.getByRole('textbox', { name: `Note for ${a!.name}` });
  const tooLong = 'Lake '.repeat(1_002);
  await note.fill(tooLong);
  await expect(note).toHaveValue(tooLong);
  await expect(page.getByText('5,009 of 5,000 characters: 9 too many')).toBeVisible();
  // The title too: pasted whole, counted near its limit.
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  const longTitle = 'Lakes and passes of the north, '.repeat(7).trim();
  await title.fill(longTitle);
  await expect(title).toHaveValue(longTitle);
  await expect(
    page.getByText(`${longTitle.length} of 200 characters: ${longTitle.length - 200} too many`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save trip' }).click();
  await expect(page.getByText('A stop’s note is at most 5000 characters')).toBeVisible();
  await expect(note).toHaveValue(tooLong);
  await expect(title).toHaveValue(longTitle);
  const saved = await tripOf(ownerApi, trip.id);
  expect(saved.version).toBe(trip.version);
  expect(saved.days[0]!.stops[0]!.note).toBe('');
});

test('Add places finds the owner’s places by name and adds one to the day', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const trip = await tripWith(ownerApi, [1]);
  const [extra] = await placesOf(ownerApi, await importPlaces(ownerApi, 1));
  await signIn();
  await openEditor(page, trip.id);
  await page.getByRole('searchbox', { name: 'Add places to day 1' }).fill(extra!.name.slice(0, -2));
  await page.getByRole('button', { name: `Add ${extra!.name} to day 1` }).click();
  await expect.poll(() => stopNames(page, 1)).toEqual([trip.places[0]!.name, extra!.name]);
  await page.getByRole('button', { name: 'Save trip' }).click();
  await expect(toastWith(page, 'Trip saved')).toBeVisible();
  expect(stopIds(await tripOf(ownerApi, trip.id))).toEqual([[trip.places[0]!.id, extra!.id]]);
});

test('A GPX dropped on the trip becomes a track; a file the server refuses says why', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const trip = await tripWith(ownerApi, [2]);
  await signIn();
  await openEditor(page, trip.id);
  const drop = async (name: string, text: string, type: string) => {
    const data = await page.evaluateHandle(
      ({ name, text, type }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([text], name, { type }));
        return transfer;
      },
      { name, text, type },
    );
    await page
      .getByText('Drop a GPX, KML or GeoJSON file here')
      .dispatchEvent('drop', { dataTransfer: data });
  };

  await drop('waypoints.gpx', readFileSync('tests/fixtures/waypoints.gpx', 'utf8'), 'application/gpx+xml');
  const tracks = page.getByRole('list', { name: 'Tracks of the trip' });
  await expect(tracks.getByRole('listitem')).toHaveCount(1);
  await expect(tracks).toContainText(/points · [\d.]+ km/);
  expect((await tripOf(ownerApi, trip.id)).tracks).toHaveLength(1);
  // The route preview draws it.
  await expect(page.getByRole('region', { name: /^Map of the route: [1-9]\d* tracks?,/ })).toBeVisible();

  await drop('broken.gpx', '<gpx><trk><trkseg><trkpt lat="x"', 'application/gpx+xml');
  await expect(page.getByRole('alert')).toBeVisible();
  expect((await tripOf(ownerApi, trip.id)).tracks).toHaveLength(1);

  await tracks.getByRole('button', { name: /^Remove track/ }).click();
  await expect(page.getByText('No tracks: the map draws the legs')).toBeVisible();
});

test('A share link is made, copied and revoked; revoked, it answers 410', async ({
  page,
  signIn,
  ownerApi,
  server,
}) => {
  const trip = await tripWith(ownerApi, [2], { visibility: 'unlisted' });
  await signIn();
  await openEditor(page, trip.id);
  const panel = page.getByRole('region', { name: 'Share links' });
  // A name pasted too long is kept whole and counted; making the link names the limit, makes nothing.
  const linkName = panel.getByRole('textbox', { name: 'Link name' });
  const tooLong = 'For the whole family, '.repeat(5).trim();
  await linkName.fill(tooLong);
  await expect(linkName).toHaveValue(tooLong);
  await expect(
    panel.getByText(`${tooLong.length} of 100 characters: ${tooLong.length - 100} too many`),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Make a link' }).click();
  await expect(panel.getByText('The link’s name is at most 100 characters')).toBeVisible();
  await expect(linkName).toHaveValue(tooLong);
  await expect(panel.getByText('No links yet.')).toBeVisible();
  await linkName.fill('For Mum');
  await panel.getByRole('button', { name: 'Make a link' }).click();
  const links = panel.getByRole('list', { name: 'Share links' });
  await expect(links.getByRole('listitem')).toHaveCount(1);
  await expect(links).toContainText('For Mum · Active');
  const path = (await links.getByText(/^\/t\//).innerText()).trim();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await links.getByRole('button', { name: 'Copy For Mum' }).click();
  await expect(toastWith(page, 'Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}${path}`);

  const stranger = await request.newContext({ baseURL: server.url });
  const token = path.split('/').pop()!;
  expect((await stranger.get(`/api/shared-trips/${token}`)).status()).toBe(200);

  await links.getByRole('button', { name: 'Revoke For Mum' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke For Mum?' });
  await confirm.getByRole('button', { name: 'Revoke link' }).click();
  await expect(links).toContainText('For Mum · Revoked');
  expect((await stranger.get(`/api/shared-trips/${token}`)).status()).toBe(410);
  await stranger.dispose();
});

test('A save that meets a change from another tab shows both, and keeps what was typed', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const trip = await tripWith(ownerApi, [2]);
  await signIn();
  await openEditor(page, trip.id);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Mine, typed here');

  // A reload loses nothing typed: the draft is offered back.
  await page.reload();
  await page.getByRole('region', { name: 'Unsaved draft' }).getByRole('button', { name: 'Restore' }).click();
  await expect(title).toHaveValue('Mine, typed here');

  // Another tab saves the summary meanwhile.
  const other = await ownerApi.patch(`/api/trips/${trip.id}`, {
    data: { summary: 'Theirs, saved elsewhere' },
    headers: { 'if-match': `"${trip.version}"` },
  });
  expect(other.status()).toBe(200);

  await page.getByRole('button', { name: 'Save trip' }).click();
  const conflict = page.getByRole('region', { name: 'Changed elsewhere' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('group', { name: /^Title/ })).toContainText('Mine, typed here');
  await expect(conflict.getByRole('group', { name: /^Summary/ })).toContainText('Theirs, saved elsewhere');
  await conflict.getByRole('button', { name: 'Save merged' }).click();
  await expect(toastWith(page, 'Trip saved')).toBeVisible();
  const saved = await tripOf(ownerApi, trip.id);
  expect(saved.title).toBe('Mine, typed here');
  expect(saved.summary).toBe('Theirs, saved elsewhere');
});

test('A save after the session ended asks to sign in again, then saves what was typed', async ({
  page,
  signIn,
  ownerApi,
  server,
}) => {
  const trip = await tripWith(ownerApi, [1]);
  await signIn();
  await openEditor(page, trip.id);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Typed before the session ended');
  const logout = await page.request.post(`${server.url}/api/auth/logout`, {
    headers: { origin: server.url },
  });
  expect(logout.status()).toBe(204);

  await page.getByRole('button', { name: 'Save trip' }).click();
  const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signInDialog).toBeVisible();
  // The form is still there under the dialog (hidden from the accessibility tree), with the text.
  await expect(page.locator('#trip-title')).toHaveValue('Typed before the session ended');
  await signInDialog.getByLabel('Password').fill(OWNER_PASSWORD);
  await signInDialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(toastWith(page, 'Trip saved')).toBeVisible();
  expect((await tripOf(ownerApi, trip.id)).title).toBe('Typed before the session ended');
});

test('A place’s details list the public trips it is in, linked to their pages', async ({
  page,
  ownerApi,
}) => {
  const trip = await tripWith(ownerApi, [2], { visibility: 'public' });
  const place = trip.places[1]!;
  await page.goto(`/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  await dialog.getByRole('link', { name: trip.title }).click();
  await expect(page).toHaveURL(new RegExp(`${trip.path}$`));
});

test('A visitor at the editor is asked to sign in', async ({ page, ownerApi }) => {
  const trip = await tripWith(ownerApi, [1]);
  // An owner's screen: served (200), kept out of search results.
  const response = await page.goto(editPath(trip.id));
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain('<meta name="robots" content="noindex');
  await expect(page.getByText('Please sign in as the owner to edit trips.')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`The editor is axe clean in the ${theme} theme`, async ({ page, signIn, ownerApi }) => {
    const trip = await tripWith(ownerApi, [2, 1], { visibility: 'unlisted' });
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: THEME_KEY,
      value: theme,
    });
    await signIn();
    await openEditor(page, trip.id);
    await expect(page.getByRole('region', { name: 'Share links' })).toBeVisible();
    await expectAxeClean(page, theme);
  });
}
