import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { OWNER_PASSWORD, type RunningServer } from './server';

/** Signs the page's browser in as the owner and opens the home page. */
export async function signedInHome(page: Page, server: RunningServer): Promise<void> {
  const login = await page.request.post(`${server.url}/api/auth/login`, {
    data: { password: OWNER_PASSWORD },
    headers: { origin: server.url },
  });
  expect(login.status()).toBe(204);
  await page.goto(`${server.url}/`);
}

/** Signs in and opens Import Places from the account menu: its dialog. */
export async function openImportDialog(page: Page, server: RunningServer): Promise<Locator> {
  await signedInHome(page, server);
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Import Places' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import places' });
  await expect(dialog).toBeVisible();
  return dialog;
}
