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

test('the owner rewords Other Ways to Support and the description; a visitor reads them, HTML as text', async ({
  page,
  signIn,
  ownerApi,
  browser,
  baseURL,
}) => {
  const heading = `Help the map grow ${Date.now()}`;
  const text = 'Send it to a friend <b>today</b><img src=x onerror=alert(1)>';
  const description = 'Partner with a traveller who goes there <i>first</i>.';
  try {
    await signIn();
    await page.goto('/sponsor');
    await page.getByRole('button', { name: 'Edit page' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit page: Sponsor Fru World' });
    await expect(editor.getByLabel('Support heading')).toHaveValue('Other Ways to Support');
    await editor.getByLabel('Support heading').fill(heading);
    await expect(editor.getByLabel('Way to support 2 text')).toHaveValue(
      'Send it to a friend who is planning a trip.',
    );
    await editor.getByLabel('Way to support 2 text').fill(text);
    await editor.getByLabel('Line under the title').fill(description);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByRole('region', { name: heading })).toContainText(text);

    await page.reload();
    await expect(page.getByRole('region', { name: heading })).toContainText(text);

    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    const dialogs: string[] = [];
    visitor.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The HTML itself, as a link preview reads it, carries the new description.
    const served = await (await visitorContext.request.get('/sponsor')).text();
    expect(served).toContain('content="Partner with a traveller who goes there &lt;i&gt;first&lt;/i&gt;."');
    await visitor.goto('/sponsor');
    const support = visitor.getByRole('region', { name: heading });
    await expect(support.getByText(text)).toBeVisible();
    await expect(support.getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', '/');
    await expect(visitor.locator('main b, main img, main i')).toHaveCount(0);
    await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(visitor.getByText(description)).toBeVisible();
    expect(dialogs).toEqual([]);
    await visitorContext.close();
  } finally {
    await restoreSponsor(ownerApi);
  }
});
