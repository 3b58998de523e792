import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { listHeading } from './home-helpers';
import { stubOutsideMedia } from './media-stub';
import { bulkBar, importPlaces, listOf } from './bulk-helpers';

// Issue 36: on a phone the owner's list keeps its cards usable. The bulk bar stays a compact row
// (its actions behind "More actions"), and no card's Edit or Delete sits under the floating Add.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

/** True when a click at the button's centre reaches the button itself (nothing lies over it). */
async function clickable(page: Page, button: Locator): Promise<boolean> {
  const box = (await button.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (x < 0 || y < 0 || x > PHONE.width || y > PHONE.height) return false;
  return button.evaluate(
    (element, [px, py]) => element.contains(document.elementFromPoint(px!, py!)),
    [x, y],
  );
}

test('at 390 × 844 the bulk bar is a compact row and every card’s Edit and Delete can be reached', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const prefix = await importPlaces(ownerApi, 4);
  await signIn();
  await page.goto(listOf(prefix));
  await expect(listHeading(page, 4)).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${prefix} 000` }).check();
  await expect(bulkBar(page)).toContainText('1 selected');

  const barHeight = (await bulkBar(page).boundingBox())!.height;
  await page.screenshot({ path: '/tmp/bulk-phone-collapsed.png' });
  expect.soft(barHeight, 'the collapsed bar, in px').toBeLessThan(PHONE.height * 0.1);

  // Each card in turn, its button scrolled into view as a finger would (the last one as far as the page goes).
  for (const i of [0, 1, 2, 3]) {
    const card = page.getByRole('article').filter({ hasText: `${prefix} 00${i}` });
    for (const name of ['Edit', 'Delete']) {
      const button = card.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      expect.soft(await clickable(page, button), `${name} of card ${i}`).toBe(true);
    }
  }
  // At the end of the page the last card's buttons stand clear of the bar and of Add.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.getByRole('article').filter({ hasText: `${prefix} 003` });
  for (const name of ['Edit', 'Delete'])
    expect.soft(await clickable(page, last.getByRole('button', { name, exact: true })), name).toBe(true);
  await page.screenshot({ path: '/tmp/bulk-phone-last-card.png' });

  // The actions are one disclosure away, and the bar goes back to its row.
  const more = bulkBar(page).getByRole('button', { name: 'More actions' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(bulkBar(page).getByRole('combobox', { name: 'Set status' })).toBeVisible();
  await page.screenshot({ path: '/tmp/bulk-phone-expanded.png' });
  await more.click();
  await expect(bulkBar(page).getByRole('combobox', { name: 'Set status' })).toBeHidden();
});
