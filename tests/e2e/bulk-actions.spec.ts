import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, listHeading, openSection, sidebar } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

// Issue 14: bulk actions in the owner's list. Each action is one request for every chosen place.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

/** `count` planned places whose names share a prefix of their own, made in one import. */
async function importPlaces(ownerApi: APIRequestContext, count: number): Promise<string> {
  const prefix = `Bulk ${Date.now()} ${Math.round(Math.random() * 1e6)}`;
  const places = Array.from({ length: count }, (_, i) => ({
    name: `${prefix} ${String(i).padStart(3, '0')}`,
    latitude: 40 + (i % 40) * 0.1,
    longitude: -100 + Math.floor(i / 40) * 0.1,
    status: 'planned',
    type: 'beach',
  }));
  expect((await ownerApi.post('/api/import', { data: { places } })).status()).toBe(200);
  return prefix;
}

const listOf = (prefix: string) => `/?view=list&q=${encodeURIComponent(prefix)}`;
const bar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });

/** The sidebar's count beside a Visit Status row. */
async function statusCount(page: Page, label: string): Promise<number> {
  const row = sidebar(page)
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: label, exact: true }) });
  return Number((await row.innerText()).replace(/\D/g, ''));
}

test('Set status on 500 filtered places: one request, and the sidebar counts follow', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const prefix = await importPlaces(ownerApi, 500);
  await signIn();
  await page.goto(listOf(prefix));
  await expect(listHeading(page, 500)).toBeVisible();
  await openSection(page, 'Visit Status');
  const visitedBefore = await statusCount(page, 'Visited');

  const bulkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/locations'))
      bulkRequests.push(request.url());
  });
  await bar(page).getByRole('button', { name: 'Select all 500 filtered' }).click();
  await expect(bar(page)).toContainText('500 selected');
  await bar(page).getByRole('combobox', { name: 'Set status' }).selectOption('visited');
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Changed the status of 500 places' }),
  ).toBeVisible();

  expect(bulkRequests).toHaveLength(1);
  expect(bulkRequests[0]).toMatch(/\/api\/locations\/bulk$/);
  await expect.poll(() => statusCount(page, 'Visited')).toBe(visitedBefore + 500);
  const stored = (await (await ownerApi.get('/api/locations')).json()) as { name: string; status: string }[];
  const ours = stored.filter((p) => p.name.startsWith(prefix));
  expect(ours).toHaveLength(500);
  expect(ours.every((p) => p.status === 'visited')).toBe(true);
});

test('select all, Move to trash, then Undo: every place is back', async ({ page, signIn, ownerApi }) => {
  const prefix = await importPlaces(ownerApi, 12);
  await signIn();
  await page.goto(listOf(prefix));
  await expect(listHeading(page, 12)).toBeVisible();
  await bar(page).getByRole('button', { name: 'Select all 12 filtered' }).click();
  await bar(page).getByRole('button', { name: 'Move to trash' }).click();
  await expect(listHeading(page, 0)).toBeVisible();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Moved 12 places to the trash' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(listHeading(page, 12)).toBeVisible();
  const stored = (await (await ownerApi.get('/api/locations')).json()) as { name: string }[];
  expect(stored.filter((p) => p.name.startsWith(prefix))).toHaveLength(12);
});

test('Shift-click ticks the range between two places (no axe violation); Clear selection unticks all', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const prefix = await importPlaces(ownerApi, 6);
  await signIn();
  await page.goto(listOf(prefix));
  await expect(listHeading(page, 6)).toBeVisible();
  const box = (i: number) =>
    page.getByRole('checkbox', { name: `Select ${prefix} ${String(i).padStart(3, '0')}` });
  await box(1).check();
  await box(4).click({ modifiers: ['Shift'] });
  for (const i of [1, 2, 3, 4]) await expect(box(i)).toBeChecked();
  for (const i of [0, 5]) await expect(box(i)).not.toBeChecked();
  await expect(bar(page)).toContainText('4 selected');
  await expectNoAxeViolations(page);
  await bar(page).getByRole('button', { name: 'Clear selection' }).click();
  for (const i of [1, 2, 3, 4]) await expect(box(i)).not.toBeChecked();
});

test('visitors see no checkbox and no bulk actions', async ({ page, ownerApi }) => {
  const prefix = await importPlaces(ownerApi, 3);
  await page.goto(listOf(prefix));
  await expect(listHeading(page, 3)).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(0);
  await expect(bar(page)).toHaveCount(0);
});
