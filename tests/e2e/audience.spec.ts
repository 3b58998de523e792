import { expect, test } from './fixtures';
import { expectAxeClean, THEME_KEY } from './dark-mode-helpers';
import { dayAgo, seedVisits } from './audience-seed';

test.describe('the audience dashboard', () => {
  let views = 0;
  test.beforeAll(({ server }) => {
    views = seedVisits(server.dataDir).views;
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1440]) {
      test(`shows the counted visits at ${width} px in the ${theme} theme, axe clean`, async ({
        page,
        signIn,
      }) => {
        await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
          key: THEME_KEY,
          value: theme,
        });
        await page.setViewportSize({ width, height: 900 });
        await signIn();
        await page.goto('/owner/audience');
        await expect(page.getByRole('heading', { level: 1, name: 'Audience' })).toBeVisible();
        const visitors = page.getByRole('definition').first();
        await expect(visitors).toHaveText(views.toLocaleString('en-US'));
        await expect(page.getByRole('img', { name: /^Visitors and views per day/ })).toBeVisible();
        await expect(
          page.getByRole('img', { name: /^Embeds by site, by visitors: blog\.example/ }),
        ).toBeVisible();
        await expect(
          page.getByRole('img', { name: /^Countries, by visitors: Germany 60 visitors, France 60/ }),
        ).toBeVisible();
        // The map beside the list: the countries visitors came from shaded, the others not.
        const fill = (code: string) =>
          page
            .locator(`svg path[data-country="${code}"]`)
            .first()
            .evaluate((path) => getComputedStyle(path).fill);
        await expect(page.locator('svg path[data-country="DE"] title')).toHaveText('Germany 60 visitors');
        expect(await fill('DE')).not.toBe(await fill('BR'));
        expect(await fill('FR')).toBe(await fill('DE'));
        await expectAxeClean(page, theme);
      });
    }
  }

  test('each chart opens as a table from the keyboard, and the CSV downloads', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/owner/audience');
    const toggle = page.getByRole('button', { name: 'Show as table: Visitors and views per day' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const table = page.getByRole('region', { name: 'Visitors and views per day' }).getByRole('table');
    await expect(table.getByRole('row', { name: new RegExp(`^${dayAgo(0)} 12 12$`) })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Show as chart: Visitors and views per day' }),
    ).toBeFocused();

    await page.getByRole('button', { name: '7 days' }).click();
    await expect(page.getByText(`${dayAgo(6)} to ${dayAgo(0)}`)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`fru-world-audience-${dayAgo(6)}-to-${dayAgo(0)}.csv`);
  });

  test('a visitor is asked to sign in', async ({ page }) => {
    await page.goto('/owner/audience');
    await expect(page.getByText("Please sign in as the owner to see the site's audience.")).toBeVisible();
  });
});
