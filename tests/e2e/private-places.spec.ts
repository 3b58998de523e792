import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createPlace, listHeading, mapElement, openSection, sidebar } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

// Issue 14: private places. The owner makes a place private in the modal and sees it marked; a
// visitor (another browser context, never signed in) finds it nowhere: map, list, its link, the
// statistics, the sitemap or the HTML. The owner's filters narrow the owner's list.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

const unique = (label: string) => `${label} ${Date.now()} ${Math.round(Math.random() * 1e6)}`;

/** A page in a browser context of its own: a visitor who never signed in. */
async function visitorPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await stubOutsideMedia(context);
  return context.newPage();
}

/** What a visitor sees of one place: on the map, in the list, at its link, in the statistics. */
async function visitorSees(visitor: Page, name: string, id: number) {
  const search = encodeURIComponent(name);
  await visitor.goto(`/?q=${search}`);
  await expect(mapElement(visitor)).toHaveAttribute('data-markers-drawn', /\d+/);
  // The search has its whole answer: the names (which come apart from the map data) and the server's.
  await expect(visitor.getByText('Looking in addresses and notes…')).toHaveCount(0);
  const onMap = Number(await mapElement(visitor).getAttribute('data-marker-count'));
  await visitor.goto(`/?view=list&q=${search}`);
  await expect(visitor.getByRole('heading', { name: /^All Locations \(\d+\)$/, level: 2 })).toBeVisible();
  const inList = await listHeading(visitor, 1).isVisible();
  const stats = (await (await visitor.request.get('/api/stats')).json()) as {
    totalLocations: number;
    recentlyAdded: { id: number }[];
  };
  await visitor.goto(`/?place=${id}`);
  const dialog = visitor.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The place's own answer (its name, or "Place not found"), not the heading shown while it loads.
  await expect(dialog.getByRole('heading', { name: 'Loading place…' })).toHaveCount(0);
  const byLink = await dialog.getByRole('heading', { name }).isVisible();
  await visitor.goto('/stats');
  await expect(visitor.getByRole('heading', { name: /Recently Added/i })).toBeVisible();
  const onStatsPage = await visitor.getByText(name).isVisible();
  return {
    onMap,
    inList,
    byLink,
    onStatsPage,
    total: stats.totalLocations,
    recent: stats.recentlyAdded.map((p) => p.id),
  };
}

test('the owner makes a place private in the modal; a visitor finds it nowhere', async ({
  page,
  signIn,
  ownerApi,
  browser,
  baseURL,
}) => {
  const name = unique('Hidden Lake');
  const place = await createPlace(ownerApi, { name, status: 'visited', visitedAt: '2025-05-01' });
  const visitor = await visitorPage(browser, baseURL!);

  const before = await visitorSees(visitor, name, place.id);
  expect(before).toMatchObject({ onMap: 1, inList: true, byLink: true, onStatsPage: true });
  expect(before.recent).toContain(place.id);

  await signIn();
  await page.goto(`/?place=${place.id}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('checkbox', { name: /^Private/ }).check();
  await dialog.getByLabel('Private notes').fill('Cabin key under the third stone');
  await expect(dialog.getByText('Only you see these.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(dialog.getByText('Private', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Cabin key under the third stone')).toBeVisible();
  // The owner's list marks it too.
  await page.goto(`/?view=list&q=${encodeURIComponent(name)}`);
  await expect(listHeading(page, 1)).toBeVisible();
  await expect(page.getByRole('article').getByText('Private', { exact: true })).toBeVisible();

  const after = await visitorSees(visitor, name, place.id);
  expect(after).toMatchObject({ onMap: 0, inList: false, byLink: false, onStatsPage: false });
  expect(after.total).toBe(before.total - 1);
  expect(after.recent).not.toContain(place.id);

  // Nor in the sitemap, the HTML of its link, or the visitors' map data.
  for (const path of ['/sitemap.xml', `/?place=${place.id}`, '/api/locations/map', '/api/locations']) {
    const body = await (await visitor.request.get(path)).text();
    expect(body, path).not.toContain(name);
    expect(body, path).not.toContain('Cabin key');
  }
  expect((await visitor.request.get(`/api/locations/${place.id}`)).status()).toBe(404);
  await visitor.context().close();
});

test("the owner's filters narrow the list and live in the URL; a visitor has none", async ({
  page,
  signIn,
  ownerApi,
  browser,
  baseURL,
}) => {
  const prefix = unique('Curate');
  await createPlace(ownerApi, { name: `${prefix} bare`, country: '' });
  await createPlace(ownerApi, {
    name: `${prefix} pictured`,
    photos: ['https://example.com/a.jpg'],
    isPrivate: true,
  });
  await createPlace(ownerApi, {
    name: `${prefix} custom`,
    type: 'hot-spring-cave',
    photos: ['https://example.com/b.jpg'],
  });

  await signIn();
  await page.goto(`/?view=list&q=${encodeURIComponent(prefix)}`);
  await expect(listHeading(page, 3)).toBeVisible();
  await openSection(page, 'Curate');
  const filters = sidebar(page);
  await filters.getByRole('checkbox', { name: 'No photo' }).check();
  await expect(listHeading(page, 1)).toBeVisible();
  await expect(page.getByRole('heading', { name: `${prefix} bare` })).toBeVisible();
  await expect(page).toHaveURL(/only=no-photo/);
  await filters.getByRole('checkbox', { name: 'No photo' }).uncheck();
  await filters.getByRole('checkbox', { name: 'Private' }).check();
  await expect(listHeading(page, 1)).toBeVisible();
  await expect(page.getByRole('heading', { name: `${prefix} pictured` })).toBeVisible();
  await filters.getByRole('checkbox', { name: 'Private' }).uncheck();
  await filters.getByRole('checkbox', { name: 'Custom types' }).check();
  await expect(listHeading(page, 1)).toBeVisible();
  await expect(page.getByRole('heading', { name: `${prefix} custom` })).toBeVisible();

  // A reload keeps the filter; a visitor at the same link sees neither the filters nor the private place.
  await page.goto(`/?view=list&q=${encodeURIComponent(prefix)}&only=no-country`);
  await expect(listHeading(page, 1)).toBeVisible();
  const visitor = await visitorPage(browser, baseURL!);
  await visitor.goto(`/?view=list&q=${encodeURIComponent(prefix)}&only=private`);
  await expect(listHeading(visitor, 2)).toBeVisible();
  await expect(visitor.getByText(`${prefix} pictured`)).toHaveCount(0);
  await openSection(visitor, 'Visit Status');
  await expect(sidebar(visitor).getByRole('button', { name: /^Curate/ })).toHaveCount(0);
  await visitor.context().close();
});

test('bulk Make private, then Undo: the places are public again', async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  const prefix = unique('Bulk private');
  for (let i = 0; i < 3; i++) await createPlace(ownerApi, { name: `${prefix} ${i}` });
  await signIn();
  await page.goto(`/?view=list&q=${encodeURIComponent(prefix)}`);
  await expect(listHeading(page, 3)).toBeVisible();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await bar.getByRole('button', { name: 'Select all 3 filtered' }).click();
  await bar.getByRole('button', { name: 'Make private' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Made 3 places private' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('article').getByText('Private', { exact: true })).toHaveCount(3);
  const publicNames = async () =>
    ((await (await request.get('/api/locations')).json()) as { name: string }[])
      .map((p) => p.name)
      .filter((n) => n.startsWith(prefix));
  expect(await publicNames()).toEqual([]);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('article').getByText('Private', { exact: true })).toHaveCount(0);
  await expect.poll(publicNames).toHaveLength(3);
});
