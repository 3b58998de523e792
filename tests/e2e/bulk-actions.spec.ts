import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, listHeading, openSection, sidebar } from './home-helpers';
import { stubOutsideMedia } from './media-stub';
import {
  bulkBar as bar,
  importPlaces,
  listOf,
  placesOf,
  removeImportedPlaces,
  toastWith,
} from './bulk-helpers';

// Issue 14: bulk actions in the owner's list. Each action is one request for every chosen place.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));
test.afterEach(async ({ ownerApi }) => removeImportedPlaces(ownerApi));

/** The sidebar's count beside a Visit Status row. */
async function statusCount(page: Page, label: string): Promise<number> {
  const row = sidebar(page)
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: label, exact: true }) });
  return Number((await row.innerText()).replace(/\D/g, ''));
}

const STATUSES = ['visited', 'planned', 'wishlist'] as const;

test('Set status on 500 places asks first, is one request, and Undo gives each place its status back', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const prefix = await importPlaces(ownerApi, 500, (i) => ({ status: STATUSES[i % 3] }));
  const before = await placesOf(ownerApi, prefix);
  await signIn();
  await page.goto(listOf(prefix));
  await expect(listHeading(page, 500)).toBeVisible();
  await openSection(page, 'Visit Status');
  // The sidebar counts the visited and the planned places (the spec's two status filters).
  const counts = async () => Promise.all(['Visited', 'Planned'].map((s) => statusCount(page, s)));
  const countsBefore = await counts();

  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/locations')) writes.push(request.url());
  });
  await bar(page).getByRole('button', { name: 'Select all 500 filtered' }).click();
  await expect(bar(page)).toContainText('500 selected');

  // A keyboard arrow on the focused select changes its value: that alone must change nothing.
  const setStatus = bar(page).getByRole('combobox', { name: 'Set status' });
  await setStatus.focus();
  await page.keyboard.press('ArrowDown');
  const question = page.getByRole('dialog', { name: 'Change the status of 500 places to Visited?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(writes).toEqual([]);
  expect(await placesOf(ownerApi, prefix)).toEqual(before);

  await setStatus.selectOption('wishlist');
  const wishlist = page.getByRole('dialog', { name: 'Change the status of 500 places to Wishlist?' });
  await expect(wishlist).toBeVisible();
  await expectNoAxeViolations(page);
  await wishlist.getByRole('button', { name: 'Change status' }).click();
  const changed = before.filter((p) => p.status !== 'wishlist').length;
  const toast = toastWith(page, `Changed the status of ${changed} places`);
  await expect(toast).toBeVisible();
  expect(writes).toHaveLength(1);
  expect(writes[0]).toMatch(/\/api\/locations\/bulk$/);
  expect((await placesOf(ownerApi, prefix)).every((p) => p.status === 'wishlist')).toBe(true);
  // The Planned row counts the wishlist too: the 167 visited places moved there.
  await expect.poll(counts).toEqual([countsBefore[0]! - 167, countsBefore[1]! + 167]);

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toastWith(page, 'Undone')).toBeVisible();
  expect(writes).toHaveLength(2);
  // Every place has its own status again, in the API and in the list.
  const after = await placesOf(ownerApi, prefix);
  expect(after.map(({ id, status }) => ({ id, status }))).toEqual(
    before.map(({ id, status }) => ({ id, status })),
  );
  await expect.poll(counts).toEqual(countsBefore);
  const firstCard = page.getByRole('article').filter({ hasText: `${prefix} 000` });
  await expect(firstCard).toContainText('Visited');
});

test('Set type on 12 places applies at once, and Undo gives each its type back', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const types = ['beach', 'museum', 'city'];
  const prefix = await importPlaces(ownerApi, 12, (i) => ({ type: types[i % 3] }));
  const before = await placesOf(ownerApi, prefix);
  await signIn();
  await page.goto(listOf(prefix));
  await expect(listHeading(page, 12)).toBeVisible();
  await bar(page).getByRole('button', { name: 'Select all 12 filtered' }).click();
  await bar(page).getByRole('combobox', { name: 'Set type' }).selectOption('mountain');
  const toast = toastWith(page, 'Changed the type of 12 places');
  await expect(toast).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await placesOf(ownerApi, prefix)).every((p) => p.type === 'mountain')).toBe(true);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toastWith(page, 'Undone')).toBeVisible();
  expect((await placesOf(ownerApi, prefix)).map((p) => p.type)).toEqual(before.map((p) => p.type));
});

test('select all, Move to trash, then Undo: every place is back', async ({ page, signIn, ownerApi }) => {
  const prefix = await importPlaces(ownerApi, 12);
  await signIn();
  await page.goto(listOf(prefix));
  await expect(listHeading(page, 12)).toBeVisible();
  await bar(page).getByRole('button', { name: 'Select all 12 filtered' }).click();
  await bar(page).getByRole('button', { name: 'Move to trash' }).click();
  await expect(listHeading(page, 0)).toBeVisible();
  const toast = toastWith(page, 'Moved 12 places to the trash');
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

test('a card with a video is ticked by a click on its checkbox, not sent to the video', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const prefix = await importPlaces(ownerApi, 2, () => ({
    youtubeUrls: ['https://www.youtube.com/watch?v=aqz-KE-bpKQ'],
  }));
  const places = await placesOf(ownerApi, prefix);
  await signIn();
  await page.goto(listOf(prefix));
  await expect(listHeading(page, 2)).toBeVisible();
  const popups: string[] = [];
  page.context().on('page', (opened) => popups.push(opened.url()));
  // A real click where the owner sees the box (the card's "Click to Watch" layer lies over the photo).
  const box = page.getByRole('checkbox', { name: `Select ${places[0]!.name}` });
  await box.click({ timeout: 5_000 });
  await expect(box).toBeChecked();
  await expect(bar(page)).toContainText('1 selected');
  expect(popups).toEqual([]);
  // Away from the box, the photo still opens the video.
  await expect(
    page.getByRole('link', { name: `Click to Watch the video of ${places[0]!.name} (opens in a new tab)` }),
  ).toBeVisible();
});

test('visitors see no checkbox and no bulk actions', async ({ page, ownerApi }) => {
  const prefix = await importPlaces(ownerApi, 3);
  await page.goto(listOf(prefix));
  await expect(listHeading(page, 3)).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(0);
  await expect(bar(page)).toHaveCount(0);
});
