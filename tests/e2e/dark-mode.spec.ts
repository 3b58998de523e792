import { expect, test } from './fixtures';
import { backgroundLuminance, THEME_KEY, themeOf } from './dark-mode-helpers';
import { mapElement } from './home-helpers';
import { stubOutsideMedia } from './media-stub';
import { startServer } from './server';

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

test.describe('a browser set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('with no choice stored the site is dark; the toggle switches and is remembered after a reload', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await themeOf(page)).toBe('dark');
    expect(await backgroundLuminance(page)).toBeLessThan(0.05);

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(await themeOf(page)).toBe('light');
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
  });

  test("the map's tiles are dimmed when no dark tile style is configured", async ({ page }) => {
    await page.goto('/');
    await expect(mapElement(page)).toBeVisible();
    const filter = await page
      .locator('.leaflet-tile-pane .leaflet-layer')
      .evaluate((pane) => getComputedStyle(pane).filter);
    expect(filter).toMatch(/brightness/);
  });
});

test('a light browser with a stored dark choice is dark from the first paint, with no CSP complaint', async ({
  page,
  consoleErrors,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_KEY);

  // Without the app's scripts, what the HTML and the stylesheet paint by themselves is dark already.
  await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto('/stats');
  // The server's own HTML of the page (its words for crawlers), no app: no theme button.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toHaveCount(0);
  expect(await themeOf(page)).toBe('dark');
  expect(await backgroundLuminance(page)).toBeLessThan(0.05);

  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await backgroundLuminance(page)).toBeLessThan(0.05);
  expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test('with no stored choice a change of the system setting is followed while the page is open', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await backgroundLuminance(page)).toBeLessThan(0.05);

  // A stored choice wins over the system from then on.
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});

test('the header with the toggle fits a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
  const box = (await toggle.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await expect(page.getByRole('combobox', { name: 'Search destinations' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('with TILE_URL_DARK a dark map loads its tiles, undimmed', async ({ page }) => {
  const server = await startServer({ TILE_URL_DARK: 'https://dark.tiles.example/{z}/{x}/{y}.png' });
  try {
    const requested: string[] = [];
    await page.route('https://dark.tiles.example/**', (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG });
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${server.url}/`);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    const filter = await page
      .locator('.leaflet-tile-pane .leaflet-layer')
      .evaluate((p) => getComputedStyle(p).filter);
    expect(filter).toBe('none');
  } finally {
    await server.stop({ leave: [page] });
  }
});
