import type { APIRequestContext, Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { createPlace, expectNoAxeViolations } from './home-helpers';

// Issue 36: the preview names each row skipped as a duplicate, with the place it is like and how
// far, and imports it anyway on request; it shows the countries it stores under the site's names.

async function openImport(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Import Places' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import places' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const named = async (api: APIRequestContext, name: string) =>
  ((await (await api.get('/api/locations')).json()) as Location[]).filter((p) => p.name === name);

test('the preview names the skipped duplicates, imports one anyway, and shows the country changes', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const tag = Math.round(Math.random() * 1e6);
  const here = await createPlace(ownerApi, {
    name: `Fontana ${tag}`,
    latitude: 41.90093,
    longitude: 12.48331,
    country: 'Italy',
    state: null,
  });
  // 0.00009° of latitude is 10 m.
  const csv = [
    'name,latitude,longitude,country',
    `fontana ${tag},41.90102,12.48331,IT`,
    `Fontana ${tag} Kiosk,41.90096,12.48331,ITA`,
    `Great Wall ${tag},40.4319,116.5704,CN`,
    `Forbidden City ${tag},39.9163,116.3972,CN`,
  ].join('\n');

  await signIn();
  const dialog = await openImport(page);
  await dialog
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'places.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Continue' }).click();

  const preview = dialog.getByRole('list', { name: 'Import preview' });
  await expect(preview).toContainText('2 places to add');
  await expect(preview).toContainText('2 skipped as duplicates');
  const duplicates = dialog.getByRole('list', { name: 'Skipped as duplicates' });
  const first = duplicates
    .getByRole('listitem')
    .filter({ hasText: `fontana ${tag}` })
    .first();
  await expect(first).toContainText(`like Fontana ${tag}, 10 m away (line 2)`);
  await expect(duplicates.getByRole('listitem').filter({ hasText: `Kiosk` })).toContainText(
    `like Fontana ${tag}, 3 m away (line 3)`,
  );
  const countries = dialog.getByRole('list', { name: 'Countries stored under the site’s names' });
  await expect(countries).toContainText('CN → China, 2 places');
  await expect(countries).toContainText('IT → Italy, 1 place');
  await expect(countries).toContainText('ITA → Italy, 1 place');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/import-preview-duplicates.png', fullPage: true });

  await first.getByRole('button', { name: `Import fontana ${tag} anyway` }).click();
  await expect(first).toContainText('Will be imported');
  await expect(preview).toContainText('3 places to add');
  await expect(preview).toContainText('1 skipped as duplicates');
  await dialog.getByRole('button', { name: 'Import 3 places' }).click();
  await expect(dialog.getByText(/Imported 3 places/)).toBeVisible();

  expect(await named(ownerApi, `fontana ${tag}`)).toMatchObject([{ country: 'Italy' }]);
  expect(await named(ownerApi, `Fontana ${tag} Kiosk`)).toEqual([]);
  expect(await named(ownerApi, `Great Wall ${tag}`)).toMatchObject([{ country: 'China' }]);
  expect(await named(ownerApi, here.name)).toHaveLength(1);
});

test('Import all anyway keeps every duplicate the preview listed', async ({ page, signIn, ownerApi }) => {
  const tag = Math.round(Math.random() * 1e6);
  await createPlace(ownerApi, { name: `Trevi ${tag}`, latitude: 41.90093, longitude: 12.48331 });
  const csv = [
    'name,latitude,longitude',
    `trevi ${tag},41.90102,12.48331`,
    `TREVI ${tag},41.901,12.4833`,
  ].join('\n');
  await signIn();
  const dialog = await openImport(page);
  await dialog
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'trevi.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const preview = dialog.getByRole('list', { name: 'Import preview' });
  await expect(preview).toContainText('2 skipped as duplicates');
  await expect(dialog.getByRole('button', { name: 'Nothing to import' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Import all anyway' }).click();
  await expect(preview).toContainText('0 skipped as duplicates');
  await dialog.getByRole('button', { name: 'Import 2 places' }).click();
  await expect(dialog.getByText(/Imported 2 places/)).toBeVisible();
  expect(await named(ownerApi, `trevi ${tag}`)).toHaveLength(1);
  expect(await named(ownerApi, `TREVI ${tag}`)).toHaveLength(1);
});
