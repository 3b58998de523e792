import type { APIRequestContext } from '@playwright/test';
import { PAGE_DEFAULTS } from '../../src/shared/pages/page-defaults';
import { expect, test } from './fixtures';

// Issue 36, point 6: the Sponsor packages and their prices are the creator's to change.

const SPONSOR = PAGE_DEFAULTS.sponsor;

/** Puts /sponsor back as it shipped, over whatever version it is at, for the next tests. */
async function restoreSponsor(ownerApi: APIRequestContext) {
  const { version } = (await (await ownerApi.get('/api/pages/sponsor')).json()) as { version: number };
  const response = await ownerApi.put('/api/pages/sponsor', {
    data: SPONSOR,
    headers: { 'if-match': `"${version}"` },
  });
  expect(response.status()).toBe(200);
}

test('the owner changes the Silver price; after a reload a visitor sees it, HTML shown as text', async ({
  page,
  signIn,
  ownerApi,
  browser,
  baseURL,
}) => {
  const why = `Brands I trust ${Date.now()}. <b>loud</b><img src=x onerror=alert(1)>`;
  try {
    await signIn();
    await page.goto('/sponsor');
    await page.getByRole('button', { name: 'Edit page' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit page: Sponsor Fru World' });
    const price = editor.getByLabel('Package 2 price');
    await expect(price).toHaveValue('$299');

    // A price that is not one is refused in the editor, by name, before anything is sent.
    await price.fill('about 300');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Price is an amount in dollars, such as $299 or $1,250')).toBeVisible();

    await price.fill('$349');
    await editor.getByLabel('Body (Markdown)').fill(`## Why sponsor my adventures?\n\n${why}`);
    await expect(editor.getByRole('region', { name: 'Preview' }).getByText(why)).toBeVisible();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByRole('article', { name: 'Silver' })).toContainText(/\$349\s*\/month/);

    await page.reload();
    await expect(page.getByRole('article', { name: 'Silver' })).toContainText(/\$349\s*\/month/);

    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    const dialogs: string[] = [];
    visitor.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visitor.goto('/sponsor');
    const silver = visitor.getByRole('article', { name: 'Silver' });
    await expect(silver).toContainText(/\$349\s*\/month/);
    await expect(silver).toContainText('Most Popular');
    await expect(visitor.getByRole('article', { name: 'Gold' })).toContainText(/\$599\s*\/month/);
    await expect(visitor.getByText(why)).toBeVisible();
    await expect(visitor.locator('main b, main img')).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Edit page' })).toHaveCount(0);
    expect(dialogs).toEqual([]);
    await visitorContext.close();
  } finally {
    await restoreSponsor(ownerApi);
  }
});
