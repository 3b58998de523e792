import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mapElement } from './home-helpers';

/**
 * Records, from the page's first byte, what the page's main area held when the site's header first
 * appeared. The screen's chunks are preloaded with the HTML, so on a quick connection the screen
 * should come with the header in one go, instead of an empty page under the header held for React's
 * 300 ms Suspense throttle (issue 19).
 */
async function watchFirstRender(page: Page) {
  await page.addInitScript(() => {
    const first = { map: false, text: null as string | null };
    (window as unknown as { __first: typeof first }).__first = first;
    const observer = new MutationObserver(() => {
      // The app's layout (its header and #main-content), not the page's own HTML for crawlers.
      const main = document.getElementById('main-content');
      if (!main || !document.querySelector('header.sticky')) return;
      observer.disconnect();
      first.map = main.querySelector('.fru-map') !== null;
      first.text = main.textContent ?? '';
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** What the app's main area held when its layout first appeared (the server's body for crawlers comes earlier). */
async function mainAtFirstRender(page: Page) {
  const first = () =>
    page.evaluate(() => (window as unknown as { __first: { map: boolean; text: string | null } }).__first);
  await expect
    .poll(async () => (await first()).text !== null, { message: "the app's layout appears" })
    .toBe(true);
  return first();
}

test('the home page comes with its map in the first render, and every marker drawn', async ({ page }) => {
  await watchFirstRender(page);
  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-markers-drawn', /\d+/);
  await expect(page.getByRole('img', { name: /^Map of [\d,]+ places$/ })).toBeVisible();
  expect((await mainAtFirstRender(page)).map).toBe(true);
});

test('the list view comes with its list in the first render', async ({ page }) => {
  await watchFirstRender(page);
  await page.goto('/?view=list');
  await expect(page.getByRole('heading', { name: /^All Locations/ })).toBeVisible();
  expect((await mainAtFirstRender(page)).text).toContain('All Locations');
});

test('a content page comes with its heading in the first render', async ({ page }) => {
  await watchFirstRender(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Fru World' })).toBeVisible();
  expect((await mainAtFirstRender(page)).text).toContain('About Fru World');
});

test("the site's configuration is asked for once, with the page, on every screen of the shell", async ({
  page,
  request,
}) => {
  // A preload the app's own request does not match (another mode or credentials) is asked twice,
  // and the browser warns that it went unused.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
  });
  const [place] = (await (await request.get('/api/locations')).json()) as { id: number; name: string }[];
  for (const path of ['/', '/?view=list', '/about', `/places/${place!.id}`]) {
    const asked: string[] = [];
    const listener = (r: { url(): string }) => {
      if (new URL(r.url()).pathname === '/api/site') asked.push(r.url());
    };
    page.on('request', listener);
    await page.goto(path);
    await expect(page.getByRole('banner')).toContainText('Fru World');
    await expect(page.locator('footer')).toContainText('Fru World');
    // The map's tiles come from the site's configuration: the home page's have started.
    if (path === '/') await expect(page.locator('.leaflet-tile').first()).toBeAttached();
    page.off('request', listener);
    expect(asked, path).toHaveLength(1);
  }
  // The browser warns of an unused preload a few seconds after the load.
  await page.waitForTimeout(3500);
  expect(warnings).toEqual([]);
});
