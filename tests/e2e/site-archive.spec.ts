import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { formatCount } from '../../src/shared/format-count';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { allPlaces, createPlace, expectNoAxeViolations, unreadCounted } from './home-helpers';
import { cameraJpeg, uploadThroughApi } from './photo-helpers';
import { OWNER_PASSWORD, startServer } from './server';

// Issue 36: the creator moves the whole site to a new server: Download archive on the old one,
// Restore from archive… on the new, empty one, and every place is there, photos included.

async function openAccountMenu(page: Page, url: string) {
  const login = await page.request.post(`${url}/api/auth/login`, {
    data: { password: OWNER_PASSWORD },
    headers: { origin: url },
  });
  expect(login.status()).toBe(204);
  const counted = unreadCounted(page);
  await page.goto(`${url}/`);
  await counted;
  await page.getByRole('button', { name: /^Account: / }).click();
}

test('an archive downloaded from the menu restores the site into a fresh server', async ({
  page,
  server,
  ownerApi,
}) => {
  test.setTimeout(240_000);
  const photo = await uploadThroughApi(ownerApi, await cameraJpeg({ r: 40, g: 140, b: 120 }));
  await createPlace(ownerApi, { name: 'Archived lighthouse', photos: [photo.url], isPrivate: true });
  const source = await allPlaces(ownerApi);

  await openAccountMenu(page, server.url);
  await expect(page.getByRole('menuitem', { name: 'Restore from archive…' })).toBeVisible();
  await page.screenshot({ path: '/tmp/archive-menu.png' });
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Download archive/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fru-world-archive-\d{4}-\d{2}-\d{2}\.zip$/);
  const dir = mkdtempSync(join(tmpdir(), 'fru-archive-'));
  const file = join(dir, download.suggestedFilename());
  await download.saveAs(file);

  const fresh = await startServer({ SEED_DEMO: 'false' });
  const freshApi = await playwrightRequest.newContext({
    baseURL: fresh.url,
    extraHTTPHeaders: { origin: fresh.url },
  });
  try {
    expect(await allPlaces(freshApi)).toEqual([]);
    await openAccountMenu(page, fresh.url);
    await page.getByRole('menuitem', { name: 'Restore from archive…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore from archive' });
    await dialog.getByLabel('Choose an archive').setInputFiles(file);
    await expect(dialog.getByText(/This works only on an empty site/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/archive-restore-confirm.png' });
    await dialog.getByRole('button', { name: 'Restore this archive' }).click();
    // The worker's server holds other tests' places, some in the trash, which the count includes.
    const trashed = ((await (await ownerApi.get('/api/trash')).json()) as unknown[]).length;
    await expect(
      dialog.getByText(`Restored ${formatCount(source.length + trashed)} places (the trash included)`),
    ).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: '/tmp/archive-restore-done.png' });
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The places are on the new site, the private one too (the owner's view), with its photo.
    await expect(
      page.getByRole('img', { name: `Map of ${formatCount(source.length)} places` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'List view' }).click();
    await page.getByRole('combobox', { name: 'Search destinations' }).fill('Archived lighthouse');
    await expect(page.getByRole('heading', { name: 'Archived lighthouse' }).first()).toBeVisible();
    await page.screenshot({ path: '/tmp/archive-restored-site.png' });
    const login = await freshApi.post('/api/auth/login', { data: { password: OWNER_PASSWORD } });
    expect(login.status()).toBe(204);
    const restored = await allPlaces(freshApi);
    expect(restored).toEqual(source);
    const lighthouse = restored.find((p: Location) => p.name === 'Archived lighthouse')!;
    expect((await freshApi.get(lighthouse.photos[0]!)).status()).toBe(200);
  } finally {
    await freshApi.dispose();
    await fresh.stop({ leave: [page] });
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a restore into a site that has places says so and changes nothing', async ({
  page,
  server,
  ownerApi,
}) => {
  const before = await allPlaces(ownerApi);
  const dir = mkdtempSync(join(tmpdir(), 'fru-archive-'));
  const file = join(dir, 'fru-world-archive.zip');
  const archive = await ownerApi.get('/api/archive');
  expect(archive.status()).toBe(200);
  writeFileSync(file, await archive.body());
  try {
    await openAccountMenu(page, server.url);
    await page.getByRole('menuitem', { name: 'Restore from archive…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore from archive' });
    await dialog.getByLabel('Choose an archive').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Restore this archive' }).click();
    await expect(dialog.getByRole('alert')).toContainText('an archive is restored only into an empty site');
    await page.screenshot({ path: '/tmp/archive-restore-refused.png' });
    expect(await allPlaces(ownerApi)).toEqual(before);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
