import { readFileSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './home-helpers';
import { OWNER_PASSWORD, startServer, type RunningServer } from './server';

// Issue 41, "For the visitor who is travelling": the filtered view as a file, and Near me.

const PLACES = [
  { name: 'Louvre Museum', type: 'museum', country: 'France', latitude: 48.8606, longitude: 2.3376 },
  { name: 'Musée d’Orsay', type: 'museum', country: 'France', latitude: 48.86, longitude: 2.3266 },
  { name: 'Kyoto Station', type: 'city', country: 'Japan', latitude: 34.9858, longitude: 135.7588 },
  // Closest of all to the traveller, and private: a visitor never sees it.
  {
    name: 'Hidden Courtyard',
    type: 'museum',
    country: 'France',
    latitude: 48.8601,
    longitude: 2.3267,
    isPrivate: true,
  },
];

/** Standing on the Seine's left bank, a few steps from the Musée d’Orsay. */
const TRAVELLER = { latitude: 48.8598, longitude: 2.3262 };

let server: RunningServer;
let api: APIRequestContext;
test.beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'false' });
  api = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  expect((await api.post('/api/auth/login', { data: { password: OWNER_PASSWORD } })).status()).toBe(204);
  for (const data of PLACES) expect((await api.post('/api/locations', { data })).status()).toBe(201);
});
test.afterAll(async () => {
  await api.dispose();
  await server.stop();
});

// Kilometres: the en-US locale reads miles.
test.use({ locale: 'en-GB' });

test('the sidebar’s Download gives the filtered places as KML and GPX', async ({ page }) => {
  await page.goto(`${server.url}/?type=museum`);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  const download = page.getByRole('region', { name: 'Download these places' });
  await expect(download).toContainText('2 places');
  await expectNoAxeViolations(page);

  const [kml] = await Promise.all([
    page.waitForEvent('download'),
    download.getByRole('link', { name: /KML/ }).click(),
  ]);
  expect(kml.suggestedFilename()).toMatch(/^fru-world-places-\d{4}-\d{2}-\d{2}\.kml$/);
  const kmlText = readFileSync(await kml.path(), 'utf8');
  expect(kmlText).toContain('<name>Louvre Museum</name>');
  expect(kmlText).toContain('<name>Musée d’Orsay</name>');
  expect(kmlText).not.toContain('Kyoto');
  expect(kmlText).not.toContain('Hidden Courtyard');

  // The link follows the filters: with Kyoto's type instead, the GPX holds Kyoto alone.
  // (The sidebar stays open from one page to the next.)
  await page.goto(`${server.url}/?type=city`);
  await expect(download).toContainText('1 place');
  const [gpx] = await Promise.all([
    page.waitForEvent('download'),
    download
      .getByRole('link', { name: /GPX/ })
      .focus()
      .then(() => page.keyboard.press('Enter')),
  ]);
  expect(gpx.suggestedFilename()).toMatch(/\.gpx$/);
  const gpxText = readFileSync(await gpx.path(), 'utf8');
  expect(gpxText.match(/<wpt /g)).toHaveLength(1);
  expect(gpxText).toContain('<name>Kyoto Station</name>');
});

test('Near me asks for the location on a click, then lists the nearest places first with distances', async ({
  page,
  context,
}) => {
  let asked = 0;
  await page.exposeFunction('countGeolocation', () => asked++);
  await page.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const get = geolocation.getCurrentPosition.bind(geolocation);
    geolocation.getCurrentPosition = (...args) => {
      void (window as unknown as { countGeolocation: () => void }).countGeolocation();
      get(...args);
    };
  });
  await context.grantPermissions(['geolocation'], { origin: server.url });
  await context.setGeolocation(TRAVELLER);
  await page.goto(`${server.url}/`);
  const nearMe = page.getByRole('button', { name: 'Near me' });
  await expect(nearMe).toBeVisible();
  // Nothing is asked until the visitor asks.
  expect(asked).toBe(0);

  await nearMe.click();
  const list = page.getByRole('list', { name: 'Places near you' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Musée d’Orsay');
  await expect(items.nth(0)).toContainText(/\b40 m\b/);
  await expect(items.nth(1)).toContainText(/\b8\d0 m\b/);
  await expect(items.nth(1)).toContainText('Louvre Museum');
  await expect(items.nth(2)).toContainText('Kyoto Station');
  await expect(items.nth(2)).toContainText(/9,\d{3} km/);
  await expect(list).not.toContainText('Hidden Courtyard');
  expect(asked).toBe(1);
  await expectNoAxeViolations(page);
  await expect(items.nth(0).getByRole('link', { name: /Musée d’Orsay/ })).toHaveAttribute(
    'href',
    /\/places\/\d+/,
  );

  // The filters apply: with a type ticked, only its places are near.
  await page.goto(`${server.url}/?type=city`);
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page.getByRole('list', { name: 'Places near you' }).getByRole('listitem')).toHaveCount(1);
});

test('Near me refused says so in words and offers to try again, on a phone', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.clearPermissions();
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page.getByRole('alert')).toContainText(/Location access was refused/);
  await expect(page.getByRole('list', { name: 'Places near you' })).toHaveCount(0);
  // The panel fits the phone's width: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  await context.grantPermissions(['geolocation'], { origin: server.url });
  await context.setGeolocation(TRAVELLER);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('list', { name: 'Places near you' }).getByRole('listitem').first(),
  ).toContainText('Musée d’Orsay');
});
