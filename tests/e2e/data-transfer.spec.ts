import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, mapElement } from './home-helpers';
import { OWNER_PASSWORD, startServer, type RunningServer } from './server';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

interface Site {
  server: RunningServer;
  api: APIRequestContext;
  /** Stops the site, after sending the pages still on it to about:blank. */
  close: (leave?: Page[]) => Promise<void>;
}

/** An empty site of its own (no demo places), so every count below is exact. */
async function emptySite(): Promise<Site> {
  const server = await startServer({ SEED_DEMO: 'false' });
  const api = await playwrightRequest.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { origin: server.url },
  });
  expect((await api.post('/api/auth/login', { data: { password: OWNER_PASSWORD } })).status()).toBe(204);
  return {
    server,
    api,
    close: async (leave) => {
      await api.dispose();
      await server.stop({ leave });
    },
  };
}

async function places(api: APIRequestContext): Promise<Location[]> {
  const response = await api.get('/api/locations');
  expect(response.status()).toBe(200);
  return (await response.json()) as Location[];
}

/** Signs the page in on `url`, opens the home page and the import dialog from the account menu. */
async function openImport(page: Page, url: string) {
  const login = await page.request.post(`${url}/api/auth/login`, {
    data: { password: OWNER_PASSWORD },
    headers: { origin: url },
  });
  expect(login.status()).toBe(204);
  await page.goto(`${url}/`);
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Import Places' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import places' });
  await expect(dialog).toBeVisible();
  return dialog;
}

let site: Site;
test.beforeEach(async () => {
  site = await emptySite();
});
test.afterEach(async ({ context }) => {
  await site.close(context.pages());
});

test('a CSV with odd headers: columns mapped, the unreadable line named, imported once the owner skips it', async ({
  page,
}) => {
  const dialog = await openImport(page, site.server.url);
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Choose a file').setInputFiles(fixture('odd-headers.csv'));

  // The mapping step guesses the columns from their names.
  await expect(dialog.getByLabel(/^Name/).locator('option:checked')).toContainText('Place Name');
  await expect(dialog.getByLabel(/^Latitude/).locator('option:checked')).toContainText('LAT');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  const preview = dialog.getByRole('list', { name: 'Import preview' });
  await expect(preview).toBeVisible();
  const problems = dialog.getByRole('table', { name: 'Rows that cannot be read' });
  const nowhere = problems.getByRole('row').filter({ hasText: /line 6/i });
  await expect(nowhere).toHaveCount(1);
  await expect(nowhere).toContainText(/latitude/i);
  const toAdd = Number(
    await preview.getByRole('listitem').filter({ hasText: 'to add' }).locator('strong').innerText(),
  );
  expect(toAdd).toBeGreaterThan(0);

  const importButton = dialog.getByRole('button', { name: /^Import \d+ place/ });
  await expect(importButton).toBeDisabled();
  expect(await places(site.api)).toEqual([]);
  await dialog.getByRole('checkbox', { name: /^Skip / }).check();
  await expect(importButton).toBeEnabled();
  await importButton.click();
  await expect(dialog.getByText(`Imported ${toAdd} ${toAdd === 1 ? 'place' : 'places'}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(mapElement(page)).toHaveAttribute('data-marker-count', String(toAdd));
  const stored = await places(site.api);
  expect(stored).toHaveLength(toAdd);
  expect(stored.map((p) => p.name)).toEqual(
    expect.arrayContaining(['Café "Le Dôme", Montparnasse', 'Zion Narrows', 'Mount Fuji']),
  );
  expect(stored.map((p) => p.name)).not.toContain('Nowhere Cafe');
  const dome = stored.find((p) => p.name.startsWith('Café'));
  expect(dome).toMatchObject({ latitude: 48.8424, longitude: 2.3289, country: 'France' });
  expect(dome?.notes).toContain('\n');
});

test('a Takeout file lists its unreadable features by number; a wrong or empty KML stores nothing', async ({
  page,
}) => {
  const dialog = await openImport(page, site.server.url);
  await dialog.getByLabel('Choose a file').setInputFiles(fixture('saved-places-takeout.json'));
  const problems = dialog.getByRole('table', { name: 'Rows that cannot be read' });
  await expect(problems).toBeVisible();
  // The Takeout entries with no location (0,0 and "No location information") are named by feature number.
  const rows = problems.getByRole('row').filter({ hasText: /feature \d+/i });
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  await expect(rows.first().getByRole('cell').first()).toHaveText(/^feature 2$/i);
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText(/coordinates/);
  await dialog.getByRole('button', { name: 'Choose another file' }).click();

  await dialog.getByLabel('Choose a file').setInputFiles(fixture('not-xml.kml'));
  await expect(dialog.getByRole('alert')).toHaveText(/not valid XML/);
  await dialog.getByLabel('Choose a file').setInputFiles(fixture('no-placemarks.kml'));
  await expect(dialog.getByRole('alert')).toHaveText('This KML file has no placemarks (places) in it.');
  expect(await places(site.api)).toEqual([]);
});

test('a file over 50 MB is refused before anything is uploaded', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'fru-import-'));
  const big = join(dir, 'huge.geojson');
  writeFileSync(big, '');
  // A sparse file: 51 MB on paper, nothing on disk.
  truncateSync(big, 51 * 1024 * 1024);
  try {
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/import')) uploads.push(r.url());
    });
    const dialog = await openImport(page, site.server.url);
    await dialog.getByLabel('Choose a file').setInputFiles(big);
    await expect(dialog.getByRole('alert')).toHaveText(
      /This file is 51\.0 MB; files up to 50 MB can be imported/,
    );
    expect(uploads).toEqual([]);
    expect(await places(site.api)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Export Data downloads dated CSV and GeoJSON files holding the places', async ({ page }) => {
  for (const [name, latitude, longitude] of [
    ['Eiffel Tower', 48.8584, 2.2945],
    ['Tokyo Tower', 35.6586, 139.7454],
  ] as const) {
    const response = await site.api.post('/api/locations', {
      data: { name, latitude, longitude, status: 'visited' },
    });
    expect(response.status()).toBe(201);
  }
  await page.request.post(`${site.server.url}/api/auth/login`, {
    data: { password: OWNER_PASSWORD },
    headers: { origin: site.server.url },
  });
  await page.goto(`${site.server.url}/`);

  const today = new Date().toISOString().slice(0, 10);
  for (const [label, extension] of [
    ['CSV', 'csv'],
    ['GeoJSON', 'geojson'],
  ] as const) {
    await page.getByRole('button', { name: /^Account: / }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: new RegExp(`^${label}\\b`) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^fru-world-places-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`),
    );
    // The server's date (UTC) may be a day from the browser's near midnight; it is the same day here.
    expect(download.suggestedFilename()).toContain(today.slice(0, 7));
    const text = readFileSync((await download.path()) as string, 'utf8');
    expect(text).toContain('Eiffel Tower');
    expect(text).toContain('Tokyo Tower');
    if (extension === 'geojson') {
      const collection = JSON.parse(text) as { features: { properties: { country: string } }[] };
      expect(collection.features).toHaveLength(2);
      expect(collection.features.map((f) => f.properties.country).sort()).toEqual(['France', 'Japan']);
    }
  }
});

/** Downloads the GeoJSON export from the account menu and returns its path. */
async function exportGeoJson(page: Page, url: string): Promise<string> {
  await page.request.post(`${url}/api/auth/login`, {
    data: { password: OWNER_PASSWORD },
    headers: { origin: url },
  });
  await page.goto(`${url}/`);
  await page.getByRole('button', { name: /^Account: / }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^GeoJSON\b/ }).click();
  return (await (await downloading).path()) as string;
}

test('export, then import into an empty site: every place keeps its Added and visited dates', async ({
  page,
}) => {
  // Places added years apart (an import of our own file may carry the dates, as a restore does).
  const original = [
    { name: 'Old Harbour', latitude: 43.296, longitude: 5.369, createdAt: '2019-05-01T10:00:00.000Z' },
    { name: 'Mountain Hut', latitude: 46.55, longitude: 7.98, createdAt: '2021-08-15T08:30:00.000Z' },
    { name: 'Night Market', latitude: 25.033, longitude: 121.565, createdAt: '2024-01-20T18:45:00.000Z' },
  ].map((place) => ({ ...place, status: 'visited', visitedAt: '2018-07-04' }));
  expect((await site.api.post('/api/import', { data: { places: original } })).status()).toBe(200);
  const file = await exportGeoJson(page, site.server.url);

  const restored = await emptySite();
  try {
    const dialog = await openImport(page, restored.server.url);
    await dialog.getByLabel('Choose a file').setInputFiles(file);
    await expect(dialog.getByRole('list', { name: 'Import preview' })).toContainText('3 places to add');
    await dialog.getByRole('button', { name: 'Import 3 places' }).click();
    await expect(dialog.getByText(/Imported 3 places/)).toBeVisible();

    const dates = (list: Location[]) =>
      list
        .map(({ name, createdAt, visitedAt }) => ({ name, createdAt, visitedAt }))
        .sort((a, b) => a.name.localeCompare(b.name));
    expect(dates(await places(restored.api))).toEqual(dates(await places(site.api)));
    expect(dates(await places(restored.api)).map((place) => place.createdAt)).toEqual([
      '2021-08-15T08:30:00.000Z',
      '2024-01-20T18:45:00.000Z',
      '2019-05-01T10:00:00.000Z',
    ]);
    // Recently Added on /stats shows them in the order they were first added, newest first.
    await page.goto(`${restored.server.url}/stats`);
    const recent = page.getByRole('region', { name: 'Recently Added' }).getByRole('listitem');
    await expect(recent.first()).toContainText('Night Market');
    await expect(recent.last()).toContainText('Old Harbour');
  } finally {
    await restored.close([page]);
  }
});

test('re-importing our own export offers to update the places it names, and says how many would change', async ({
  page,
}) => {
  for (const [name, latitude, longitude] of [
    ['Eiffel Tower', 48.8584, 2.2945],
    ['Tokyo Tower', 35.6586, 139.7454],
  ] as const) {
    const response = await site.api.post('/api/locations', {
      data: { name, latitude, longitude, status: 'planned' },
    });
    expect(response.status()).toBe(201);
  }
  const file = await exportGeoJson(page, site.server.url);
  // The creator edits the file: new notes for one place, a new status for another, one new place.
  const collection = JSON.parse(readFileSync(file, 'utf8')) as {
    features: { properties: Record<string, unknown> }[];
  };
  const byName = (name: string) => collection.features.find((f) => f.properties.name === name)!;
  byName('Eiffel Tower').properties.notes = 'Go at sunset';
  byName('Tokyo Tower').properties.status = 'visited';
  collection.features.push({
    ...structuredClone(byName('Eiffel Tower')),
    properties: { name: 'Louvre', status: 'wishlist' },
  } as never);
  const dir = mkdtempSync(join(tmpdir(), 'fru-reimport-'));
  const edited = join(dir, 'edited.geojson');
  writeFileSync(edited, JSON.stringify(collection));
  try {
    const dialog = await openImport(page, site.server.url);
    await dialog.getByLabel('Choose a file').setInputFiles(edited);
    const preview = dialog.getByRole('list', { name: 'Import preview' });
    await expect(preview).toContainText('1 place to add');
    await expect(preview).toContainText('0 skipped as duplicates');
    await expect(preview).toContainText('2 places changed in the file, not updated');

    await dialog.getByLabel(/Update them with the file/).check();
    await expect(preview).toContainText('2 places to update');
    await dialog.getByRole('button', { name: 'Import: add 1, update 2' }).click();
    await expect(dialog.getByText(/Imported 1 place; updated 2 places already on the map/)).toBeVisible();

    const now = await places(site.api);
    expect(now).toHaveLength(3);
    expect(now.find((p) => p.name === 'Eiffel Tower')?.notes).toBe('Go at sunset');
    expect(now.find((p) => p.name === 'Tokyo Tower')?.status).toBe('visited');
    const eiffel = now.find((p) => p.name === 'Eiffel Tower')!;
    const history = (await (await site.api.get(`/api/locations/${eiffel.id}/history`)).json()) as {
      action: string;
    }[];
    expect(history.map((revision) => revision.action)).toContain('merge-import');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
