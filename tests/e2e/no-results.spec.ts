import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allPlaces, listHeading, mapElement } from './home-helpers';

// The spec's words (SPEC.md, list screen and section 8), over the map and in the list alike.
const NO_MATCH = 'No locations found';
const HINT = 'Try adjusting your filters or add some locations to get started.';
const noResults = (page: Page) => page.getByRole('group', { name: NO_MATCH });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search destinations' }).first();

test('a search that finds nothing says so over the map, and Clear filters brings every place back', async ({
  page,
  request,
}) => {
  const count = (await allPlaces(request)).length;
  await page.goto('/?type=beach');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
  await searchBox(page).fill('zzqx no such place');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', '0');

  await expect(noResults(page)).toBeVisible();
  await expect(noResults(page).getByText(HINT, { exact: true })).toBeVisible();
  // The count says 0 and no longer promises markers to see.
  const badge = page.getByRole('status').filter({ hasText: /^0 locations/ });
  await expect(badge).toBeVisible();
  await expect(badge).not.toContainText('All markers should be visible');
  await noResults(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', String(count));
  await expect(noResults(page)).toBeHidden();
  // The search and the other filters are gone, from the box and from the address.
  await expect(searchBox(page)).toHaveValue('');
  await expect(page).toHaveURL((url) => !url.searchParams.has('q') && !url.searchParams.has('type'));
});

test('the empty list says so too, with the same way out', async ({ page, request }) => {
  const count = (await allPlaces(request)).length;
  await page.goto('/?view=list&q=zzqx%20no%20such%20place');
  await expect(listHeading(page, 0)).toBeVisible();
  await expect(noResults(page)).toBeVisible();
  await expect(noResults(page).getByText(HINT, { exact: true })).toBeVisible();
  await noResults(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(listHeading(page, count)).toBeVisible();
  await expect(page).toHaveURL(
    (url) => !url.searchParams.has('q') && url.searchParams.get('view') === 'list',
  );
});

test('a link to a place that does not exist says so, and only that', async ({ page }) => {
  await page.goto('/?place=99999');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('This place no longer exists.')).toBeVisible();
  await expect(dialog.getByText(/Loading place/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(dialog.getByRole('status')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => !url.searchParams.has('place'));
});
