import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { postAsVisitor, unique } from './forms-fixtures';
import { OWNER_PASSWORD, startServer, type RunningServer } from './server';

// The lakes the visitor suggests, where the geocoder stand-in finds them, and the park already on
// the map about 14 m from there.
const FOUND = { latitude: 44.8654, longitude: 15.582 };
const PARK = { name: 'Plitvice Lakes National Park', latitude: 44.8655, longitude: 15.5821 };
/** How long the stand-in takes to answer: long enough to see the form looking. */
const ANSWER_MS = 700;

let geocoder: Server;
let server: RunningServer;
const asked: string[] = [];

test.beforeAll(async () => {
  geocoder = createServer((req, res) => {
    const query = new URL(req.url ?? '', 'http://x').searchParams.get('q') ?? '';
    asked.push(query);
    const body = query.startsWith('Plitvice')
      ? [
          {
            lat: String(FOUND.latitude),
            lon: String(FOUND.longitude),
            name: 'Plitvice Lakes',
            display_name: 'Plitvice Lakes, Plitvička Jezera, Lika-Senj County, Croatia',
            address: { country: 'Croatia' },
          },
        ]
      : [];
    setTimeout(() => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    }, ANSWER_MS);
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const port = (geocoder.address() as AddressInfo).port;
  server = await startServer({ SEED_DEMO: 'false', GEOCODER_URL: `http://127.0.0.1:${port}/search` });
});

test.afterAll(async () => {
  await server.stop();
  await new Promise((resolve) => geocoder.close(resolve));
});

test('Add to map looks the suggestion up, fills in where it is, and warns of the place already there', async ({
  page,
}) => {
  const origin = server.url;
  const owner = { headers: { origin } };
  expect(
    (
      await page.request.post(`${origin}/api/auth/login`, { ...owner, data: { password: OWNER_PASSWORD } })
    ).status(),
  ).toBe(204);
  const parkResponse = await page.request.post(`${origin}/api/locations`, {
    ...owner,
    data: { ...PARK, status: 'visited', type: 'national-park', country: 'Croatia' },
  });
  expect(parkResponse.status()).toBe(201);
  const park = (await parkResponse.json()) as Location;
  const reason = unique('Sixteen lakes');
  await postAsVisitor(page.request, origin, '/api/suggestions', {
    placeName: 'Plitvice Lakes',
    location: 'Plitvička Jezera, Croatia',
    reason,
  });

  await page.goto(`${origin}/inbox?tab=suggestions`);
  const suggestion = page.getByRole('article').filter({ hasText: reason });
  await suggestion.getByRole('button', { name: /Add to map/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Location' });

  // Looking, then what was found: the coordinates, and the country that goes with them.
  await expect(dialog.getByText('Looking up “Plitvice Lakes, Plitvička Jezera, Croatia”…')).toBeVisible();
  await expect(
    dialog.getByText(/Found “Plitvice Lakes, Plitvička Jezera, Lika-Senj County, Croatia”/),
  ).toBeVisible();
  await expect(dialog.getByLabel('Latitude')).toHaveValue(String(FOUND.latitude));
  await expect(dialog.getByLabel('Longitude')).toHaveValue(String(FOUND.longitude));
  await expect(dialog.getByLabel('Country')).toHaveValue('Croatia');
  await expect(dialog.getByLabel('State')).toHaveValue('');
  // The visitor's words stay as they wrote them.
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Plitvice Lakes');
  await expect(dialog.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
    'Plitvička Jezera, Croatia',
  );
  expect(asked).toEqual(['Plitvice Lakes, Plitvička Jezera, Croatia']);

  // The park 14 m away with a similar name is named, with a link to it, before Add.
  const warning = dialog.getByRole('status').filter({ hasText: 'Already on the map?' });
  await expect(warning).toContainText(`${PARK.name} (opens in a new tab) is 14 m from here`);
  await expect(warning.getByRole('link', { name: new RegExp(PARK.name) })).toHaveAttribute(
    'href',
    `/?place=${park.id}`,
  );

  // Adding anyway is the owner's choice.
  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(suggestion.getByText('Added', { exact: true })).toBeVisible();
  const places = (await (await page.request.get(`${origin}/api/locations`)).json()) as Location[];
  expect(places.find((p) => p.name === 'Plitvice Lakes')).toMatchObject({
    ...FOUND,
    country: 'Croatia',
    address: 'Plitvička Jezera, Croatia',
  });

  // The toast's Show opens the new place on the map.
  await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/\?place=\d+$/);
  await expect(page.getByRole('dialog', { name: 'Plitvice Lakes' })).toBeVisible();
});

test('a suggestion the geocoder cannot find says so and leaves the coordinates to the owner', async ({
  page,
}) => {
  const origin = server.url;
  const reason = unique('Hidden gem');
  await postAsVisitor(page.request, origin, '/api/suggestions', { placeName: 'Nowhere Falls', reason });
  expect(
    (
      await page.request.post(`${origin}/api/auth/login`, {
        headers: { origin },
        data: { password: OWNER_PASSWORD },
      })
    ).status(),
  ).toBe(204);
  await page.goto(`${origin}/inbox?tab=suggestions`);
  await page
    .getByRole('article')
    .filter({ hasText: reason })
    .getByRole('button', { name: /Add to map/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add New Location' });
  await expect(dialog.getByText('Nothing found for “Nowhere Falls”.', { exact: false })).toBeVisible();
  await expect(dialog.getByLabel('Latitude')).toHaveValue('');
  await expect(dialog.getByLabel('Country')).toHaveValue('United States');
});
