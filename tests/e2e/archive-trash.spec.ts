import type { APIRequestContext, Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { createPlace, deleteAndConfirm, forgetRefusedRequests, listHeading } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

// Issue 12, problem 8: a delete goes to the trash and can be undone; an import can be undone.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

const status = async (api: APIRequestContext, path: string) => (await api.get(path)).status();
const trashIds = async (api: APIRequestContext) =>
  ((await (await api.get('/api/trash')).json()) as Location[]).map((p) => p.id);

/** The owner's account menu → `item`. */
async function fromAccountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('delete, then Undo: the place is back with its id, photos, videos and history', async ({
  page,
  signIn,
  ownerApi,
  server,
}) => {
  const photo = `${server.url}/favicon.svg`;
  const videos = ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://youtu.be/dQw4w9WgXcQ'];
  const place = await createPlace(ownerApi, { photos: [photo], youtubeUrls: videos });
  const patched = await ownerApi.patch(`/api/locations/${place.id}`, { data: { notes: 'Edited once.' } });
  expect(patched.status()).toBe(200);

  await signIn();
  await page.goto(`/?view=list&q=${encodeURIComponent(place.name)}`);
  const card = page.getByRole('article', { name: place.name });
  await deleteAndConfirm(page, card.getByRole('button', { name: 'Delete' }));
  await expect(card).toHaveCount(0);
  await expect(listHeading(page, 0)).toBeVisible();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: `Moved ${place.name} to the trash` });
  await expect(toast).toBeVisible();
  await expect.poll(() => status(ownerApi, `/api/locations/${place.id}`)).toBe(404);
  expect(await trashIds(ownerApi)).toContain(place.id);

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(card).toBeVisible();
  await expect(listHeading(page, 1)).toBeVisible();
  const back = (await (await ownerApi.get(`/api/locations/${place.id}`)).json()) as Location;
  expect(back).toMatchObject({ id: place.id, name: place.name, photos: [photo], youtubeUrls: videos });
  expect(back.notes).toBe('Edited once.');
  expect(await trashIds(ownerApi)).not.toContain(place.id);
  const history = (await (await ownerApi.get(`/api/locations/${place.id}/history`)).json()) as {
    action: string;
  }[];
  expect(history.map((revision) => revision.action)).toEqual(['restore', 'delete', 'update', 'create']);
  expect((await ownerApi.delete(`/api/locations/${place.id}`)).status()).toBe(204);
});

test('the Trash view: Restore brings a place back, Delete forever and Empty trash ask first', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const [kept, gone, last] = [
    await createPlace(ownerApi),
    await createPlace(ownerApi),
    await createPlace(ownerApi),
  ];
  for (const place of [kept, gone, last])
    expect((await ownerApi.delete(`/api/locations/${place.id}`)).status()).toBe(204);

  await signIn();
  await page.goto('/');
  await fromAccountMenu(page, 'Trash');
  await expect(page).toHaveURL(/\/trash$/);
  await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
  const deleted = page.getByRole('list', { name: 'Deleted places' });
  for (const place of [kept, gone, last])
    await expect(deleted.getByRole('article', { name: place.name })).toContainText('Deleted ');

  await deleted.getByRole('article', { name: kept.name }).getByRole('button', { name: 'Restore' }).click();
  await expect(deleted.getByRole('article', { name: kept.name })).toHaveCount(0);
  await expect.poll(() => status(ownerApi, `/api/locations/${kept.id}`)).toBe(200);

  const forever = deleted.getByRole('article', { name: gone.name });
  await forever.getByRole('button', { name: 'Delete forever' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${gone.name} forever?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(forever).toBeVisible();
  await forever.getByRole('button', { name: 'Delete forever' }).click();
  await confirm.getByRole('button', { name: 'Delete forever' }).click();
  await expect(forever).toHaveCount(0);
  await expect.poll(async () => (await trashIds(ownerApi)).includes(gone.id)).toBe(false);
  expect(await status(ownerApi, `/api/locations/${gone.id}/history`)).toBe(404);

  await page.getByRole('button', { name: 'Empty trash' }).click();
  await page
    .getByRole('dialog', { name: 'Empty the trash?' })
    .getByRole('button', { name: 'Empty trash' })
    .click();
  await expect(page.getByText('The trash is empty.')).toBeVisible();
  await expect.poll(() => trashIds(ownerApi)).toEqual([]);
  expect(await status(ownerApi, `/api/locations/${last.id}`)).toBe(404);

  await page.getByRole('link', { name: 'Back to the map' }).click();
  await page.goto(`/?view=list&q=${encodeURIComponent(kept.name)}`);
  await expect(page.getByRole('article', { name: kept.name })).toBeVisible();
  expect((await ownerApi.delete(`/api/locations/${kept.id}`)).status()).toBe(204);
});

test('visitors do not see the trash', async ({ page, request }) => {
  await page.goto('/trash');
  await expect(page.getByText('Please sign in as the owner to see the trash.')).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');
  expect((await request.get('/api/trash')).status()).toBe(401);
});

test('the trash that fails to load says why, and Try again loads it', async ({
  page,
  signIn,
  consoleErrors,
}) => {
  await signIn();
  let failing = true;
  await page.route('**/api/trash', (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'unavailable', message: 'The archive is busy.' } }),
        })
      : route.fallback(),
  );
  await page.goto('/trash');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the trash:' });
  await expect(alert).toContainText('The archive is busy.');
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
  forgetRefusedRequests(consoleErrors, 503);
});

/** A GeoJSON file of places with names no other test uses. */
function geojson(names: string[]) {
  return {
    name: 'weekend.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(
      JSON.stringify({
        type: 'FeatureCollection',
        features: names.map((name, i) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [10 + i, 45 + i] },
          properties: { name },
        })),
      }),
    ),
  };
}

test('an import undone: exactly its places go to the trash, the others stay', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const before = ((await (await request.get('/api/locations')).json()) as Location[]).map((p) => p.id);
  const names = [`Imported Alpha ${Date.now()}`, `Imported Beta ${Date.now()}`];
  await signIn();
  await page.goto('/');
  await fromAccountMenu(page, 'Import Places');
  const dialog = page.getByRole('dialog', { name: 'Import places' });
  await dialog.getByLabel('Choose a file').setInputFiles(geojson(names));
  await dialog.getByRole('button', { name: /^Import 2 places/ }).click();
  await expect(dialog.getByText('Imported 2 places')).toBeVisible();

  const current = async () =>
    ((await (await request.get('/api/locations')).json()) as Location[]).map((p) => p.name);
  expect(await current()).toEqual(expect.arrayContaining(names));
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  await page
    .getByRole('dialog', { name: 'Undo this import?' })
    .getByRole('button', { name: 'Undo import' })
    .click();
  await expect(dialog.getByText('Import undone')).toBeVisible();
  const after = (await (await request.get('/api/locations')).json()) as Location[];
  expect(after.map((p) => p.id).sort()).toEqual([...before].sort());
  const trashed = (await (await ownerApi.get('/api/trash')).json()) as Location[];
  expect(trashed.map((p) => p.name)).toEqual(expect.arrayContaining(names));
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Import history lists it as undone.
  await fromAccountMenu(page, 'Import history');
  const history = page.getByRole('dialog', { name: 'Import history' });
  await expect(history.getByRole('listitem').first()).toContainText('weekend.geojson');
  await expect(history.getByRole('listitem').first()).toContainText('Undone');
});

test('an import whose places were edited since asks again before undoing', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const names = [`Edited Later ${Date.now()}`, `Left Alone ${Date.now()}`];
  const imported = await ownerApi.post('/api/import', {
    data: { places: names.map((name, i) => ({ name, latitude: 30 + i, longitude: 40 + i })) },
  });
  expect(imported.status()).toBe(200);
  const { added } = (await imported.json()) as { added: number };
  expect(added).toBe(2);
  const all = (await (await request.get('/api/locations')).json()) as Location[];
  const edited = all.find((p) => p.name === names[0])!;
  expect(
    (await ownerApi.patch(`/api/locations/${edited.id}`, { data: { notes: 'Mine now.' } })).status(),
  ).toBe(200);

  await signIn();
  await page.goto('/');
  await fromAccountMenu(page, 'Import history');
  const history = page.getByRole('dialog', { name: 'Import history' });
  const batch = history.getByRole('listitem').first();
  await expect(batch).toContainText('2 places added');
  await batch.getByRole('button', { name: 'Undo import' }).click();
  await page
    .getByRole('dialog', { name: 'Undo this import?' })
    .getByRole('button', { name: 'Undo import' })
    .click();
  const again = page.getByRole('dialog', { name: 'Some of these places were edited since' });
  await expect(again).toContainText('1 place this import added was edited');
  // Nothing moved before the owner answers.
  expect(await (await request.get(`/api/locations/${edited.id}`)).status()).toBe(200);
  await again.getByRole('button', { name: 'Undo anyway' }).click();
  await expect(batch).toContainText('Undone');
  const left = ((await (await request.get('/api/locations')).json()) as Location[]).map((p) => p.name);
  expect(left).not.toContain(names[0]);
  expect(left).not.toContain(names[1]);
});
