import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './home-helpers';
import { OWNER_PASSWORD, startServer, type RunningServer } from './server';
import { signedInHome } from './import-helpers';

// Issue 18: the creator exports the places as CSV, edits the spreadsheet and imports it again:
// the places it names are updated, not added twice, and never over a change made since the preview.

let server: RunningServer;
let api: APIRequestContext;
let dir: string;

test.beforeEach(async () => {
  server = await startServer({ SEED_DEMO: 'false' });
  api = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  expect((await api.post('/api/auth/login', { data: { password: OWNER_PASSWORD } })).status()).toBe(204);
  for (const [name, latitude, longitude] of [
    ['Eiffel Tower', 48.8584, 2.2945],
    ['Tokyo Tower', 35.6586, 139.7454],
  ] as const) {
    const created = await api.post('/api/locations', {
      data: { name, latitude, longitude, status: 'planned' },
    });
    expect(created.status()).toBe(201);
  }
  dir = mkdtempSync(join(tmpdir(), 'fru-reimport-'));
});
test.afterEach(async ({ context }) => {
  rmSync(dir, { recursive: true, force: true });
  await api.dispose();
  await server.stop({ leave: context.pages() });
});

async function stored(): Promise<Location[]> {
  const response = await api.get('/api/locations');
  expect(response.status()).toBe(200);
  return (await response.json()) as Location[];
}

/** Signs in, exports the places as CSV from the account menu and edits the file as a spreadsheet would. */
async function editedExport(page: Page): Promise<string> {
  await signedInHome(page, server);
  await page.getByRole('button', { name: /^Account: / }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^CSV\b/ }).click();
  const csv = readFileSync((await (await downloading).path()) as string, 'utf8');
  // The Eiffel Tower gets a new name and is marked visited; the Tokyo Tower is left as it was.
  const lines = csv
    .split('\r\n')
    .map((line) =>
      line.includes('Eiffel Tower')
        ? line.replace('Eiffel Tower', 'La Tour Eiffel').replace(',planned,', ',visited,')
        : line,
    );
  const file = join(dir, 'my places.csv');
  writeFileSync(file, lines.join('\r\n'));
  return file;
}

async function previewOf(page: Page, file: string) {
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Import Places' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import places' });
  await dialog.getByLabel('Choose a file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const preview = dialog.getByRole('list', { name: 'Import preview' });
  await expect(preview).toContainText('0 places to add');
  await expect(preview).toContainText('1 place unchanged');
  await dialog.getByLabel(/^Update it with the file/).check();
  await expect(preview).toContainText('1 place to update');
  const changes = dialog.getByRole('list', { name: 'What the file changes' });
  await expect(changes).toContainText('Eiffel Tower');
  await expect(changes).toContainText('Name: Eiffel Tower → La Tour Eiffel');
  await expect(changes).toContainText('Status: planned → visited');
  return dialog;
}

test('an edited CSV export updates the place it changed, after a preview that says what changes', async ({
  page,
}) => {
  const file = await editedExport(page);
  const dialog = await previewOf(page, file);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Update 1 place' }).click();
  await expect(dialog.getByText(/Updated 1 place already on the map/)).toBeVisible();
  await expect(dialog.getByText(/1 place unchanged/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('main').getByText('La Tour Eiffel').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Eiffel Tower', { exact: true })).toHaveCount(0);

  const now = await stored();
  expect(now.map((p) => p.name).sort()).toEqual(['La Tour Eiffel', 'Tokyo Tower']);
  expect(now.find((p) => p.name === 'La Tour Eiffel')).toMatchObject({ status: 'visited', version: 2 });
});

test('a place changed in another tab after the preview is reported, not overwritten', async ({ page }) => {
  const file = await editedExport(page);
  const dialog = await previewOf(page, file);
  // Another tab renames the Eiffel Tower meanwhile.
  const eiffel = (await stored()).find((p) => p.name === 'Eiffel Tower')!;
  const edited = await api.patch(`/api/locations/${eiffel.id}`, {
    data: { name: 'Eiffel Tower (Paris)' },
    headers: { 'if-match': `"${eiffel.version}"` },
  });
  expect(edited.status()).toBe(200);

  await dialog.getByRole('button', { name: 'Update 1 place' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    '1 place of this file changed elsewhere since the preview (Eiffel Tower (Paris)). Nothing was imported',
  );
  expect((await stored()).find((p) => p.id === eiffel.id)).toMatchObject({
    name: 'Eiffel Tower (Paris)',
    status: 'planned',
  });
  // The new preview shows the place as it is now; the owner decides again.
  await expect(dialog.getByRole('list', { name: 'What the file changes' })).toContainText(
    'Name: Eiffel Tower (Paris) → La Tour Eiffel',
  );
  await expectNoAxeViolations(page);
});
