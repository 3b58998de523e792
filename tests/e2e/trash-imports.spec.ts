import type { APIRequestContext } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { createPlace, expectNoAxeViolations } from './home-helpers';

// Issue 36, problem 4: after an import is undone its places fill the trash; the trash can be
// searched, and "Restore this import" brings all of them back in one go.

const liveNames = async (api: APIRequestContext) =>
  ((await (await api.get('/api/locations')).json()) as Location[]).map((p) => p.name);

test('the trash is searched by name, address or country, and Restore this import brings an undone import back', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const tag = Math.round(Math.random() * 1e6);
  const fileName = `portugal-${tag}.csv`;
  const rows = [
    { name: `Lisbon ${tag}`, latitude: 38.7223, longitude: -9.1393, address: `Praça do Comércio ${tag}` },
    { name: `Porto ${tag}`, latitude: 41.1579, longitude: -8.6291, address: `Ribeira ${tag}` },
    { name: `Faro ${tag}`, latitude: 37.0194, longitude: -7.9304, address: `Sé ${tag}` },
  ];
  const imported = await ownerApi.post('/api/import', { data: { places: rows, fileName } });
  expect(imported.status()).toBe(200);
  const { batchId } = (await imported.json()) as { batchId: string };
  expect((await ownerApi.post(`/api/imports/${batchId}/undo`)).status()).toBe(200);
  const alone = await createPlace(ownerApi, { name: `Madrid ${tag}`, address: `Gran Vía ${tag}` });
  expect((await ownerApi.delete(`/api/locations/${alone.id}`)).status()).toBe(204);

  await signIn();
  await page.goto('/trash');
  const deleted = page.getByRole('list', { name: 'Deleted places' });
  const search = page.getByRole('searchbox', { name: 'Search the trash' });
  await search.fill(String(tag));
  await expect(deleted.getByRole('article')).toHaveCount(4);
  await search.fill(`ribeira ${tag}`);
  await expect(deleted.getByRole('article')).toHaveCount(1);
  await expect(deleted.getByRole('article', { name: `Porto ${tag}` })).toContainText(
    `From the import ${fileName}`,
  );
  await search.fill(`madrid ${tag}`);
  await expect(deleted.getByRole('article', { name: `Madrid ${tag}` })).toBeVisible();
  await expect(deleted.getByRole('article')).toHaveCount(1);
  await search.fill(`nowhere ${tag}`);
  await expect(page.getByText(`No place in the trash matches “nowhere ${tag}”.`)).toBeVisible();

  await search.fill(String(tag));
  const imports = page.getByRole('list', { name: 'Imports in the trash' });
  const batch = imports.getByRole('listitem').filter({ hasText: fileName });
  await expect(batch).toContainText('3 places in the trash');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/import-trash-search.png', fullPage: true });

  await batch.getByRole('button', { name: `Restore this import (${fileName})` }).click();
  const dialog = page.getByRole('dialog', { name: `Restore 3 places of ${fileName}?` });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: '/tmp/import-trash-restore-dialog.png' });
  await dialog.getByRole('button', { name: 'Restore 3 places' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: `Restored 3 places of ${fileName}` }),
  ).toBeVisible();
  await expect(deleted.getByRole('article')).toHaveCount(1);
  await expect(deleted.getByRole('article', { name: `Madrid ${tag}` })).toBeVisible();
  await expect(imports.getByRole('listitem').filter({ hasText: fileName })).toHaveCount(0);
  expect(await liveNames(ownerApi)).toEqual(expect.arrayContaining(rows.map((r) => r.name)));
});
