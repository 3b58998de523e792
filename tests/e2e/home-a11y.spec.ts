import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allPlaces, expectNoAxeViolations, listHeading, mapElement } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

/** Escape closes the dialog and focus returns to what opened it. */
async function closesWithEscape(page: Page, name: string, opener: ReturnType<Page['getByRole']>) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name })).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('the map view, the list view and the open sidebar have no axe violation', async ({ page, request }) => {
  const places = await allPlaces(request);
  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', String(places.length));
  await expectNoAxeViolations(page);

  await page.goto('/?view=list');
  await expect(listHeading(page, places.length)).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  for (const title of ['Content Overview', 'Countries', 'US States', 'Places by Type', 'Visit Status']) {
    await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  }
  await expectNoAxeViolations(page);
});

test("the visitor's dialogs (detail, suggest, sign in) have no axe violation and work by keyboard", async ({
  page,
  request,
}) => {
  const places = await allPlaces(request);
  const place = places.find((p) => p.photos.length > 1 && p.youtubeUrls.length > 0) ?? places[0]!;
  await page.goto('/?view=list');
  await expect(listHeading(page, places.length)).toBeVisible();

  const view = page.getByRole('article', { name: place.name }).getByRole('button', { name: 'View Details' });
  await view.focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: place.name });
  await expect(detail.getByRole('heading', { name: 'Metadata' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Focus stays inside the dialog however far one tabs.
  for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
  expect(await detail.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await closesWithEscape(page, place.name, view);
  await expect(page).not.toHaveURL(/place=/);

  const suggest = page.getByRole('button', { name: 'Suggest a place' });
  await suggest.click();
  await expect(page.getByRole('dialog', { name: 'Suggest a Place' })).toBeVisible();
  await expectNoAxeViolations(page);
  await closesWithEscape(page, 'Suggest a Place', suggest);

  const signIn = page.getByRole('button', { name: 'Sign in' });
  await signIn.click();
  await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' }).getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
  await closesWithEscape(page, 'Sign in', signIn);
});

test("the owner's dialogs (detail in edit mode, add, profile) have no axe violation", async ({
  page,
  request,
  signIn,
}) => {
  const places = await allPlaces(request);
  const place = places[0]!;
  await signIn();
  await page.goto(`/?place=${place.id}`);
  const detail = page.getByRole('dialog', { name: place.name });
  await expect(detail.getByRole('group', { name: 'Status' })).toBeVisible();
  await expectNoAxeViolations(page);
  await detail.getByRole('button', { name: 'Edit' }).click();
  await expect(detail.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await detail.getByRole('button', { name: 'Cancel' }).click();
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);

  const add = page.getByRole('button', { name: 'Add Location' });
  await add.click();
  const addDialog = page.getByRole('dialog', { name: 'Add New Location' });
  await addDialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(addDialog.getByRole('alert')).toHaveText('Please fill in all required fields');
  await expectNoAxeViolations(page);
  await closesWithEscape(page, 'Add New Location', add);

  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Profile Settings' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Profile Settings' })).toHaveCount(0);
});

test('on a phone the header fits and dialogs fill the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  for (const control of [
    page.getByRole('link', { name: /Fru World/ }).first(),
    page.getByRole('button', { name: 'Menu' }),
    page.getByRole('button', { name: 'Sign in' }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await expect(page.getByRole('combobox', { name: 'Search destinations' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Suggest a place' }).click();
  const box = (await page.getByRole('dialog', { name: 'Suggest a Place' }).boundingBox())!;
  expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
});
