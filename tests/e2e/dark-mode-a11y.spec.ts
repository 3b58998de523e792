import type { Page } from '@playwright/test';
import { PLACE_PATH_PREFIX, placePath } from '../../src/shared/place-url';
import { HIDDEN_PAGES, PAGES } from '../../src/shared/routes';
import { expect, test } from './fixtures';
import { expectAxeClean, THEME_KEY } from './dark-mode-helpers';
import { allPlaces, createPlace, expectEveryPlaceOnMap, mapElement, trashedToast } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

// Every page but the map (its own test, with the list), and the site's "not found".
const PUBLIC_ROUTES = [...PAGES.map((p) => p.path).filter((path) => path !== '/'), '/no-such-page'];
// The owner's screens (leaving the waitlist is a visitor's page, with a token).
const OWNER_ROUTES = HIDDEN_PAGES.map((p) => p.path).filter((path) => path !== '/waitlist/leave');

/**
 * A screen is ready when its main heading shows and nothing says it is still loading. A place's
 * page comes from the server with a heading for crawlers, which the app replaces with its busy
 * skeleton, then with the page: it is ready once the app's own map shows beside its heading.
 */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  if (path.startsWith(PLACE_PATH_PREFIX)) await expect(mapElement(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await stubOutsideMedia(page.context());
      // The stored choice, set before any script of the page runs.
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: THEME_KEY,
        value: theme,
      });
    });

    test("every visitor's route and a place's page pass axe, contrast included", async ({
      page,
      request,
    }) => {
      // Every visitor's route scanned whole (the editable pages made it sixteen): minutes when busy.
      test.setTimeout(360_000);
      const places = await allPlaces(request);
      await page.goto('/');
      await expectEveryPlaceOnMap(page, request);
      await expectAxeClean(page, theme);
      await page.goto('/?view=list');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectAxeClean(page, theme);
      for (const path of [...PUBLIC_ROUTES, placePath(places[0]!)]) {
        await openScreen(page, path);
        await expectAxeClean(page, theme);
      }
    });

    test("the visitor's dialogs pass axe: place details and suggest a place", async ({ page, request }) => {
      const places = await allPlaces(request);
      const place = places.find((p) => p.photos.length > 0 && p.youtubeUrls.length > 0) ?? places[0]!;
      await page.goto(`/?place=${place.id}`);
      const detail = page.getByRole('dialog', { name: place.name });
      await expect(detail.getByRole('heading', { name: 'Metadata' })).toBeVisible();
      await expectAxeClean(page, theme);
      await page.keyboard.press('Escape');
      await expect(detail).toHaveCount(0);

      await page.getByRole('button', { name: 'Suggest a place' }).click();
      const suggest = page.getByRole('dialog', { name: 'Suggest a Place' });
      await suggest.getByRole('button', { name: 'Submit' }).click();
      await expect(suggest.getByText('Place name is required')).toBeVisible();
      await expectAxeClean(page, theme);
    });

    test('a success toast with its Undo passes axe, contrast included', async ({
      page,
      signIn,
      ownerApi,
    }) => {
      const place = await createPlace(ownerApi);
      await signIn();
      await page.goto(`/?place=${place.id}`);
      await page.getByRole('dialog', { name: place.name }).getByRole('button', { name: 'Delete' }).click();
      const toast = trashedToast(page, place.name);
      await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
      await expect(toast).toHaveAttribute('data-type', 'success');
      await expectAxeClean(page, theme);
    });

    test("the owner's screens and dialogs pass axe: edit, add, import", async ({ page, request, signIn }) => {
      // Every owner screen and three dialogs, each checked by axe: over a minute on a slow host.
      test.setTimeout(180_000);
      const places = await allPlaces(request);
      await signIn();
      for (const path of OWNER_ROUTES) {
        await openScreen(page, path);
        await expectAxeClean(page, theme);
      }

      await page.goto(`/?place=${places[0]!.id}`);
      const detail = page.getByRole('dialog', { name: places[0]!.name });
      await detail.getByRole('button', { name: 'Edit' }).click();
      await expect(detail.getByRole('button', { name: 'Save Changes' })).toBeVisible();
      await expectAxeClean(page, theme);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(detail).toHaveCount(0);

      await page.getByRole('button', { name: 'Add Location' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Location' });
      await add.getByRole('button', { name: 'Add Location' }).click();
      await expect(add.getByRole('alert')).toHaveText('Please fill in all required fields');
      await expectAxeClean(page, theme);
      await page.keyboard.press('Escape');
      await expect(add).toHaveCount(0);

      await page.getByRole('button', { name: /^Account: / }).click();
      await page.getByRole('menuitem', { name: 'Import Places' }).click();
      await expect(page.getByRole('dialog', { name: 'Import places' })).toBeVisible();
      await expectAxeClean(page, theme);
    });
  });
}
