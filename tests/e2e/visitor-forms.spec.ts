import type { Page } from '@playwright/test';
import { expect, test } from './forms-fixtures';

// Issue 41, problems 2 and 5, tried as a visitor on a phone: a focused field never hides under the
// sticky header, and a message longer than the form keeps is said before sending, never cut.

const PHONE = { width: 390, height: 844 };

/** The focused element's box against the sticky header's bottom edge. */
async function focusedBelowHeader(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const focused = document.activeElement!.getBoundingClientRect();
    return { top: Math.round(focused.top), headerBottom: Math.round(header.bottom) };
  });
}

test('the field an error focuses on a phone is below the sticky header, not under it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const name = page.getByRole('textbox', { name: 'Your name', exact: true });
  await expect(name).toBeFocused();
  const { top, headerBottom } = await focusedBelowHeader(page);
  expect(top).toBeGreaterThanOrEqual(headerBottom);
});

test('going back through /faqs with Shift+Tab on a phone, every focused item shows', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('End');
  await page.locator('footer').last().focus();
  const hidden: string[] = [];
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Shift+Tab');
    const { top, headerBottom } = await focusedBelowHeader(page);
    const inHeader = await page.evaluate(() => !!document.activeElement?.closest('header'));
    if (!inHeader && top < headerBottom)
      hidden.push(await page.evaluate(() => document.activeElement!.textContent!.trim().slice(0, 40)));
  }
  expect(hidden).toEqual([]);
});

test('a 6,000-character message is kept whole, counted, and refused with the limit named', async ({
  page,
}) => {
  await page.goto('/contact');
  const long = `${'word '.repeat(1199)}words`;
  const message = page.getByRole('textbox', { name: 'Message', exact: true });
  await message.fill(long);
  await expect(message).toHaveValue(long);
  await expect(page.getByText('6,000 of 5,000 characters: 1,000 too many')).toBeVisible();

  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/messages') && request.method() === 'POST') sent += 1;
  });
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Ana');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('ana@example.com');
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('A long story');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message is at most 5,000 characters')).toBeVisible();
  await expect(message).toBeFocused();
  await expect(message).toHaveValue(long);
  expect(sent).toBe(0);

  await message.fill(long.slice(0, 4994));
  await expect(page.getByText('4,994 of 5,000 characters')).toBeVisible();
});
