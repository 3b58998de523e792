import type { Page } from '@playwright/test';
import { COLLAPSED_KEY, SECTIONS_KEY } from '../../src/client/app/layout';
import type { Location } from '../../src/shared/location';
import { PLACE_PATH_PREFIX, placePath } from '../../src/shared/place-url';
import { THEME_STORAGE_KEY } from '../../src/shared/theme';
import { appHeading } from './app-drawn';
import { expect, test } from './fixtures';
import { mapElement } from './home-helpers';
import { stubOutsideMedia } from './media-stub';
import { startServer, type RunningServer } from './server';

// Issue 39: counting needs nothing kept in the visitor's browser. With analytics on (the other
// browser tests turn it off), a visitor who browses the site gets no cookie, and the site keeps
// nothing in localStorage that tells their browser from another: settings and drafts only.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({ ANALYTICS: 'on' });
});

test.afterAll(async () => {
  await server?.stop();
});

/** What the app keeps in a browser (src/client): a visitor's settings, and the forms' drafts. */
const SETTINGS = new Set([
  THEME_STORAGE_KEY,
  COLLAPSED_KEY,
  SECTIONS_KEY,
  // shell/language-menu.tsx, trips/home/trips-toggle.tsx, geo/hooks/use-visited-shading.ts, photos/photo-info-cache.ts
  'locale',
  'fru-world:trip-lines',
  'fru-world:shade-visited',
  'fru-world:uploaded-photos',
]);
const DRAFT = /^fru-draft:/;

/** What could tell one browser from another: a UUID, or a long token of letters and digits. */
const ID =
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{16,}\b/i;

/** Opens `path` as a visitor and waits until the app has drawn it and has nothing left to send. */
async function browse(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await appHeading(page);
  if (path.startsWith(PLACE_PATH_PREFIX)) await expect(mapElement(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('a visitor browsing the site gets no cookie and no id in localStorage', async ({ page, request }) => {
  await stubOutsideMedia(page.context());
  // The demo places a fresh site starts with; fetched apart from the page's own browser context.
  const places = (await (await request.get(`${server.url}/api/locations`)).json()) as Location[];
  expect(places.length).toBeGreaterThan(0);
  for (const path of ['/', placePath(places[0]!), '/stats', '/trips']) await browse(page, path);

  expect(await page.context().cookies()).toEqual([]);
  const stored = await page.evaluate(() => Object.entries(localStorage));
  expect(stored.filter(([key]) => !SETTINGS.has(key) && !DRAFT.test(key))).toEqual([]);
  expect(stored.filter(([key, value]) => ID.test(key) || ID.test(value))).toEqual([]);
});
