import type { APIRequestContext } from '@playwright/test';
import { CONTACT_DEFAULT } from '../../src/shared/pages/defaults/contact';
import { expect, test } from './fixtures';

// Issue 36: /contact's heading and cards are the creator's words, edited like any other page.

/** Puts /contact back as it shipped, over whatever version it is at, for the next tests. */
async function restoreContact(ownerApi: APIRequestContext) {
  const { version } = (await (await ownerApi.get('/api/pages/contact')).json()) as { version: number };
  const response = await ownerApi.put('/api/pages/contact', {
    data: CONTACT_DEFAULT,
    headers: { 'if-match': `"${version}"` },
  });
  expect(response.status()).toBe(200);
}

test('the owner rewrites /contact’s heading and a card; after a reload a visitor reads them', async ({
  page,
  signIn,
  ownerApi,
  browser,
  baseURL,
}) => {
  const heading = `Say hello ${Date.now()}`;
  try {
    await signIn();
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Edit page' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit page: Get in Touch' });
    await expect(editor.getByLabel('Response card text')).toHaveValue(CONTACT_DEFAULT.responseText);
    // The page has no body: its editor asks for none.
    await expect(editor.getByLabel('Body (Markdown)')).toHaveCount(0);
    await editor.getByRole('textbox', { name: 'Title', exact: true }).fill(heading);
    await editor.getByLabel('Response card title').fill('How fast I answer');
    await editor.getByLabel('Response card text').fill('Within **one day**, <b>most</b> days.');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/contact');
    await expect(visitor.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'How fast I answer' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Response time' })).toHaveCount(0);
    const card = visitor.getByRole('listitem').filter({ hasText: 'How fast I answer' });
    await expect(card.locator('strong')).toHaveText('one day');
    await expect(card.getByText('<b>most</b> days.', { exact: false })).toBeVisible();
    await expect(card.locator('b')).toHaveCount(0);
    // The other cards keep their words and links.
    await expect(visitor.getByRole('link', { name: 'sponsorship packages' })).toHaveAttribute(
      'href',
      '/sponsor',
    );
    await expect(visitor.getByRole('link', { name: 'advertising options' })).toHaveAttribute(
      'href',
      '/advertise',
    );
    await expect(visitor.getByRole('button', { name: 'Edit page' })).toHaveCount(0);
    await visitorContext.close();
  } finally {
    await restoreContact(ownerApi);
  }
});
