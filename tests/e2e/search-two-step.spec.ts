import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createPlace, listHeading } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

// One place found by its name, one only by its address: the second comes with the server's answer.
const WORD = `Twostepquill${Date.now() % 100_000}`;

/** Holds the server's address-and-notes answers until `release` is called (the answer itself is the server's). */
async function holdWiderSearch(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/locations/search?**', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe('the two-step search', () => {
  test.beforeAll(async ({ ownerApi }) => {
    await createPlace(ownerApi, { name: `${WORD} Falls` });
    await createPlace(ownerApi, { name: 'Quiet Harbour', address: `3 ${WORD} Road, Oslo` });
  });

  test('the map says more are being looked for before the count grows', async ({ page }) => {
    await stubOutsideMedia(page.context());
    const release = await holdWiderSearch(page);
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search destinations' }).fill(WORD);
    const badge = page.getByRole('status').filter({ hasText: /locations?/ });
    await expect(badge).toContainText('1 location');
    await expect(badge).toContainText('Looking in addresses and notes…');
    await expect(badge).not.toContainText('All markers should be visible');
    release();
    await expect(badge).toContainText('2 locations');
    await expect(badge).toContainText('All markers should be visible');
    await expect(badge).not.toContainText('Looking in addresses and notes…');
  });

  test('the list says more are being looked for before its count grows', async ({ page }) => {
    await stubOutsideMedia(page.context());
    const release = await holdWiderSearch(page);
    await page.goto('/?view=list');
    await page.getByRole('combobox', { name: 'Search destinations' }).fill(WORD);
    await expect(listHeading(page, 1)).toBeVisible();
    const note = page.getByText('Looking in addresses and notes…', { exact: true });
    await expect(note).toBeVisible();
    release();
    await expect(listHeading(page, 2)).toBeVisible();
    await expect(note).toBeHidden();
  });
});
