import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './home-helpers';
import { openImportDialog } from './import-helpers';
import { OWNER_PASSWORD, startServer, type RunningServer } from './server';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/imports/${name}`, import.meta.url));

let server: RunningServer;
let api: APIRequestContext;
/** A stand-in for the site's geocoder (a Nominatim-compatible search): what it was asked. */
const searched: string[] = [];
const geocoder = createServer((req, res) => {
  searched.push(new URL(req.url ?? '/', 'http://geocoder').searchParams.get('q') ?? '');
  res.setHeader('content-type', 'application/json');
  res.end(
    JSON.stringify([
      {
        lat: '38.6975',
        lon: '-9.2032',
        name: 'Pastéis de Belém',
        display_name: 'Pastéis de Belém, Rua de Belém, Lisboa, Portugal',
        address: { country: 'Portugal' },
      },
    ]),
  );
});

test.beforeAll(async () => {
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => geocoder.close(resolve));
});

test.beforeEach(async () => {
  const port = (geocoder.address() as AddressInfo).port;
  server = await startServer({ SEED_DEMO: 'false', GEOCODER_URL: `http://127.0.0.1:${port}/search` });
  api = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  expect((await api.post('/api/auth/login', { data: { password: OWNER_PASSWORD } })).status()).toBe(204);
});
test.afterEach(async ({ context }) => {
  await api.dispose();
  await server.stop({ leave: context.pages() });
});

async function stored(): Promise<Location[]> {
  const response = await api.get('/api/locations');
  expect(response.status()).toBe(200);
  return (await response.json()) as Location[];
}

const openImport = (page: Page) => openImportDialog(page, server);

test('a KMZ with a photo inside imports its placemarks, never read as CSV', async ({ page }) => {
  const dialog = await openImport(page);
  await dialog.getByLabel('Choose a file').setInputFiles(fixture('places.kmz'));
  const sample = dialog.getByRole('table', { name: /as they will be stored/ });
  await expect(sample).toBeVisible();
  await expect(sample.getByRole('row')).toHaveCount(4);
  await expect(sample).toContainText('Giant’s Causeway');
  await expect(sample).toContainText('Carrick-a-Rede');
  await expect(dialog.getByText(/PK/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Import 3 places' }).click();
  await expect(dialog.getByText('Imported 3 places')).toBeVisible();
  expect((await stored()).map((p) => p.name).sort()).toEqual([
    'Carrick-a-Rede',
    'Dunluce Castle',
    'Giant’s Causeway',
  ]);
});

test('a headerless semicolon CSV in Windows-1252 keeps its first row and reads Cádiz right', async ({
  page,
}) => {
  const dialog = await openImport(page);
  await dialog.getByLabel('Choose a file').setInputFiles(fixture('headerless-semicolon-1252.csv'));
  const encoding = dialog.getByLabel('Characters read as');
  await expect(encoding).toHaveValue('windows-1252');
  await expect(dialog.getByText(/Detected Windows-1252/)).toBeVisible();
  await expect(dialog.getByLabel('First line of the file')).toHaveValue('no');
  const firstRows = dialog.getByRole('table', { name: 'The first rows of the file' });
  await expect(firstRows.getByRole('cell', { name: 'Cádiz', exact: true })).toBeVisible();
  await expect(dialog.getByLabel(/^Name/).locator('option:checked')).toHaveText('Column 1 (e.g. Cádiz)');
  await expect(dialog.getByLabel(/^Latitude/).locator('option:checked')).toContainText('Column 2');
  await expectNoAxeViolations(page);

  // Read in the wrong encoding, the accents break where the owner can see them; back again, they are right.
  await encoding.selectOption('utf-8');
  await expect(firstRows.getByRole('cell', { name: 'C\uFFFDdiz', exact: true })).toBeVisible();
  await dialog.getByLabel('Characters read as').selectOption('windows-1252');
  await expect(firstRows.getByRole('cell', { name: 'Cádiz', exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Continue' }).click();
  const sample = dialog.getByRole('table', { name: /as they will be stored/ });
  await expect(sample.getByRole('cell', { name: 'Cádiz', exact: true })).toBeVisible();
  await expect(sample.getByRole('cell', { name: '36.5271', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Import 3 places' }).click();
  await expect(dialog.getByText('Imported 3 places')).toBeVisible();
  const names = (await stored()).map((p) => p.name).sort();
  expect(names).toEqual(['Cádiz', 'Córdoba', 'Málaga']);
});

test('a bare GeoJSON Point is one place named after the file', async ({ page }) => {
  const dialog = await openImport(page);
  await dialog.getByLabel('Choose a file').setInputFiles(fixture('bare-point.geojson'));
  const sample = dialog.getByRole('table', { name: /as they will be stored/ });
  await expect(sample.getByRole('cell', { name: 'bare-point 1', exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Characters read as')).toHaveValue('utf-8');
  await dialog.getByRole('button', { name: 'Import 1 place' }).click();
  await expect(dialog.getByText('Imported 1 place')).toBeVisible();
  expect(await stored()).toEqual([
    expect.objectContaining({
      name: 'bare-point 1',
      latitude: 36.5271,
      longitude: -6.2886,
      country: 'Spain',
    }),
  ]);
});

test('a GPX lists its unreadable waypoint, and imports route points once asked', async ({ page }) => {
  const dialog = await openImport(page);
  await dialog.getByLabel('Choose a file').setInputFiles(fixture('routes-and-tracks.gpx'));
  const problems = dialog.getByRole('table', { name: 'Rows that cannot be read' });
  await expect(problems.getByRole('row').filter({ hasText: /waypoint 2/i })).toContainText(
    'longitude “x” is not a number',
  );
  await expect(dialog.getByText(/1 route and 1 track in the file are not imported/)).toBeVisible();
  const sample = dialog.getByRole('table', { name: /as they will be stored/ });
  await expect(sample.getByRole('row')).toHaveCount(2);

  await dialog.getByRole('checkbox', { name: 'every point of its routes' }).check();
  await expect(sample.getByRole('cell', { name: 'Chamonix', exact: true })).toBeVisible();
  await expect(sample.getByRole('row')).toHaveCount(4);
  await dialog.getByRole('checkbox', { name: /^Skip / }).check();
  await dialog.getByRole('button', { name: 'Import 3 places' }).click();
  await expect(dialog.getByText('Imported 3 places')).toBeVisible();
  expect((await stored()).map((p) => p.name).sort()).toEqual(['Chamonix', 'Mont Blanc', 'Tour 2']);
});

test('a Google Maps saved list: coordinates from the links, the row without any found by address search', async ({
  page,
}) => {
  const dialog = await openImport(page);
  await dialog.getByLabel('Choose a file').setInputFiles(fixture('google-saved-list.csv'));
  await expect(dialog.getByLabel(/^Google Maps link/).locator('option:checked')).toContainText('URL');
  await expect(dialog.getByLabel(/^Latitude/).locator('option:checked')).toHaveText('— not in the file —');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  const problems = dialog.getByRole('table', { name: 'Rows that cannot be read' });
  await expect(problems.getByRole('row').filter({ hasText: /line 4/i })).toContainText(
    'it needs coordinates',
  );
  await dialog.getByRole('button', { name: 'Find it by address search' }).click();
  const sample = dialog.getByRole('table', { name: /as they will be stored/ });
  await expect(sample.getByRole('cell', { name: 'Pastéis de Belém', exact: true })).toBeVisible();
  expect(searched).toEqual(['Pastéis de Belém']);
  await expect(problems).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Import 3 places' }).click();
  await expect(dialog.getByText('Imported 3 places')).toBeVisible();
  const pasteis = (await stored()).find((p) => p.name === 'Pastéis de Belém');
  expect(pasteis).toMatchObject({ latitude: 38.6975, longitude: -9.2032, notes: 'Custard tarts' });
});
