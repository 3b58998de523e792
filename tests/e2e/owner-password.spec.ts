import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stubOutsideMedia } from './media-stub';
import { OWNER_PASSWORD, startServer } from './server';

// Issue 12, problem 7: a password changed in Profile Settings was reverted at the next start when
// OWNER_PASSWORD was set. Now OWNER_PASSWORD only sets the first password, or replaces the stored
// one when the start asks for it (OWNER_PASSWORD_RESET=true), which also ends every session.

const CHANGED = 'a password chosen in the app';

async function signInThroughHeader(page: Page, password: string) {
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  return dialog;
}

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

test('a password changed in the app survives a restart with OWNER_PASSWORD set; OWNER_PASSWORD_RESET takes it back', async ({
  page,
}) => {
  // Three starts of the server and four scrypt sign-ins: slow on a busy two-core machine.
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'fru-owner-password-'));
  try {
    // Every start below has OWNER_PASSWORD set, as the README's start command suggests.
    const first = await startServer({ SEED_DEMO: 'false' }, dataDir);
    await page.goto(first.url);
    await expect(await signInThroughHeader(page, OWNER_PASSWORD)).toHaveCount(0);
    await page.getByRole('button', { name: /^Account: / }).click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    const profile = page.getByRole('dialog', { name: 'Profile Settings' });
    await profile.getByLabel('Current password').fill(OWNER_PASSWORD);
    await profile.getByLabel('New password').fill(CHANGED);
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(profile).toHaveCount(0);
    expect(await first.stop({ leave: [page] })).toBe(0);

    const second = await startServer({ SEED_DEMO: 'false' }, dataDir);
    await page.context().clearCookies();
    await page.goto(second.url);
    const refused = await signInThroughHeader(page, OWNER_PASSWORD);
    await expect(refused.getByRole('alert')).toHaveText('That password is not right.');
    await refused.getByLabel('Password').fill(CHANGED);
    await refused.getByRole('button', { name: 'Sign in' }).click();
    await expect(refused).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
    expect(await second.stop({ leave: [page] })).toBe(0);

    // Asked for explicitly, a start resets it, and the session signed in before ends.
    const third = await startServer({ SEED_DEMO: 'false', OWNER_PASSWORD_RESET: 'true' }, dataDir);
    await page.goto(third.url);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect((await page.request.get(`${third.url}/api/auth/me`)).status()).toBe(401);
    await expect(await signInThroughHeader(page, OWNER_PASSWORD)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
    await third.stop({ leave: [page] });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
