import type { APIRequestContext } from '@playwright/test';
import { PAGE_DEFAULTS } from '../../src/shared/pages/page-defaults';
import { expect, test } from './fixtures';

// Issue 36: the creator's own words. The owner edits /about-me in the page's editor; a visitor sees
// the new words, with any HTML typed in them shown as text.

const ABOUT_ME = PAGE_DEFAULTS['about-me'];

/** Puts /about-me back as it shipped, over whatever version it is at, for the next tests. */
async function restoreAboutMe(ownerApi: APIRequestContext) {
  const { version } = (await (await ownerApi.get('/api/pages/about-me')).json()) as { version: number };
  const response = await ownerApi.put('/api/pages/about-me', {
    data: ABOUT_ME,
    headers: { 'if-match': `"${version}"` },
  });
  expect(response.status()).toBe(200);
}

test('the owner rewrites About Me; a visitor reads the new words, HTML shown as text', async ({
  page,
  signIn,
  ownerApi,
  browser,
  baseURL,
}) => {
  const word = `Lisbon${Date.now()}`;
  const body = `Now I live in ${word}. <script>alert(1)</script><b>bold</b>\n\n## Where I am now\n\nPlanning the **next trip**.`;
  try {
    await signIn();
    await page.goto('/about-me');
    await page.getByRole('button', { name: 'Edit page' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit page: About Me' });
    await expect(editor.getByLabel('Body (Markdown)')).toHaveValue(ABOUT_ME.body);
    await editor.getByLabel('Body (Markdown)').fill(body);
    // The preview draws the body as the page will.
    const preview = editor.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Where I am now' })).toBeVisible();
    await expect(preview.getByText('<script>alert(1)</script><b>bold</b>')).toBeVisible();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByText(`Now I live in ${word}.`)).toBeVisible();

    await page.reload();
    await expect(page.getByText(`Now I live in ${word}.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it started' })).toHaveCount(0);

    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    const dialogs: string[] = [];
    visitor.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visitor.goto('/about-me');
    await expect(visitor.getByText(`Now I live in ${word}.`)).toBeVisible();
    await expect(visitor.getByText('<script>alert(1)</script><b>bold</b>')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Where I am now' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Hi, I’m Fru!' })).toBeVisible();
    await expect(visitor.locator('main b, main script')).toHaveCount(0);
    await expect(visitor.getByText('Planning the next trip.')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Edit page' })).toHaveCount(0);
    expect(dialogs).toEqual([]);
    await visitorContext.close();
  } finally {
    await restoreAboutMe(ownerApi);
  }
});

test('a title longer than allowed is kept whole, counted, and refused with the reason', async ({
  page,
  signIn,
  ownerApi,
}) => {
  await signIn();
  await page.goto('/about-me');
  await page.getByRole('button', { name: 'Edit page' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit page: About Me' });
  const title = editor.getByRole('textbox', { name: 'Title', exact: true });
  const tooLong = 'Hi, I am Fru: the traveller behind the map, '.repeat(3).trim();
  await title.fill(tooLong);
  await expect(title).toHaveValue(tooLong);
  await expect(
    editor.getByText(`${tooLong.length} of 120 characters: ${tooLong.length - 120} too many`),
  ).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Title is at most 120 characters')).toBeVisible();
  await expect(title).toHaveValue(tooLong);
  const stored = (await (await ownerApi.get('/api/pages/about-me')).json()) as { title: string };
  expect(stored.title).toBe(ABOUT_ME.title);
});

test('a save over words changed elsewhere shows both versions and overwrites nothing', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const theirs = `Saved from the other tab ${Date.now()}`;
  const mine = `Typed in this tab ${Date.now()}`;
  try {
    await signIn();
    await page.goto('/about-me');
    await page.getByRole('button', { name: 'Edit page' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit page: About Me' });
    await editor.getByLabel('Body (Markdown)').fill(mine);

    const { version } = (await (await ownerApi.get('/api/pages/about-me')).json()) as { version: number };
    const other = await ownerApi.put('/api/pages/about-me', {
      data: { ...ABOUT_ME, body: theirs },
      headers: { 'if-match': `"${version}"` },
    });
    expect(other.status()).toBe(200);

    await editor.getByRole('button', { name: 'Save' }).click();
    const conflict = editor.getByRole('alert').filter({ hasText: 'This page was changed elsewhere' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByText(mine)).toBeVisible();
    await expect(conflict.getByText(theirs)).toBeVisible();
    // Nothing was overwritten: the other tab's words are what the site serves.
    expect(((await (await ownerApi.get('/api/pages/about-me')).json()) as { body: string }).body).toBe(
      theirs,
    );

    await conflict.getByRole('button', { name: 'Save mine over it' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByText(mine)).toBeVisible();
    expect(((await (await ownerApi.get('/api/pages/about-me')).json()) as { body: string }).body).toBe(mine);
  } finally {
    await restoreAboutMe(ownerApi);
  }
});

test('the owner rewrites the privacy policy; a visitor reads it, HTML shown as text', async ({
  page,
  signIn,
  ownerApi,
  browser,
  baseURL,
}) => {
  const word = `Nothing${Date.now()}`;
  const body = `## What I keep\n\n${word} but your email. <img src=x onerror=alert(1)><i>really</i>`;
  try {
    await signIn();
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Edit page' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit page: Privacy Policy' });
    await expect(editor.getByLabel('Body (Markdown)')).toHaveValue(PAGE_DEFAULTS.privacy.body);
    await editor.getByLabel('Body (Markdown)').fill(body);
    await page.screenshot({ path: '/tmp/pages2-privacy-editor.png' });
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();

    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    const dialogs: string[] = [];
    visitor.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visitor.goto('/privacy');
    await expect(visitor.getByRole('heading', { level: 2, name: 'What I keep' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'What I keep' })).toHaveAttribute('href', '#what-i-keep');
    await expect(
      visitor.getByText(`${word} but your email. <img src=x onerror=alert(1)><i>really</i>`),
    ).toBeVisible();
    await expect(visitor.locator('main img, main i')).toHaveCount(0);
    await expect(visitor.getByRole('heading', { name: 'Cookies', exact: true })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Edit page' })).toHaveCount(0);
    await visitor.screenshot({ path: '/tmp/pages2-privacy-visitor.png', fullPage: true });
    expect(dialogs).toEqual([]);
    await visitorContext.close();
  } finally {
    const { version } = (await (await ownerApi.get('/api/pages/privacy')).json()) as { version: number };
    const response = await ownerApi.put('/api/pages/privacy', {
      data: PAGE_DEFAULTS.privacy,
      headers: { 'if-match': `"${version}"` },
    });
    expect(response.status()).toBe(200);
  }
});
