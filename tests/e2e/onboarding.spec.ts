import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { OWNER_PASSWORD, startServer, type RunningServer } from './server';

const WELCOME = 'Welcome — make the site yours';
const CHANNEL = 'https://www.youtube.com/@analopes';

/** A new site whose first sign-in asks (the other specs' servers are set up already). */
async function newSite(): Promise<RunningServer> {
  return startServer({ SEED_DEMO: 'false', SITE_ONBOARDED: 'false' });
}

/** Signs in with the password, as the creator would on the site's header. */
async function signInByHand(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Password').fill(OWNER_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Another browser signed in (by API) on the site's home page, once the owner's menu is there. */
async function anotherBrowser(browser: Browser, origin: string) {
  const context = await browser.newContext();
  const login = await context.request.post(`${origin}/api/auth/login`, {
    data: { password: OWNER_PASSWORD },
    headers: { origin },
  });
  expect(login.status()).toBe(204);
  const page = await context.newPage();
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/onboarding');
  await page.goto(`${origin}/`);
  expect((await (await asked).json()) as unknown).toEqual({ ask: false });
  return { page, close: () => context.close() };
}

test('the first sign-in asks for name, email and channel link; Save makes them the site’s', async ({
  page,
  browser,
}) => {
  const server = await newSite();
  try {
    await signInByHand(page, server.url);
    const dialog = page.getByRole('dialog', { name: WELCOME });
    await expect(dialog).toBeVisible();

    // Bad input is named field by field, and nothing is saved.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Your name').fill('Ana Lopes');
    await dialog.getByLabel('Email').fill('ana at example');
    await dialog.getByLabel('Channel link').fill('ftp://example.com/ana');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Must be an absolute http(s) link')).toBeVisible();
    const me = await page.request.get(`${server.url}/api/auth/me`);
    expect((await me.json()).user).toMatchObject({ name: 'Fru', email: 'hello@fruworld.com' });

    await dialog.getByLabel('Email').fill('ana@example.com');
    await dialog.getByLabel('Channel link').fill(CHANNEL);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Account: Ana Lopes/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Follow my videos (opens in a new tab)' })).toHaveAttribute(
      'href',
      CHANNEL,
    );

    // Not asked again, here after a reload or in another browser.
    const other = await anotherBrowser(browser, server.url);
    await expect(other.page.getByRole('button', { name: /^Account: Ana Lopes/ })).toBeVisible();
    await expect(other.page.getByRole('dialog', { name: WELCOME })).toHaveCount(0);
    await other.close();
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/onboarding');
    await page.reload();
    expect(await (await asked).json()).toEqual({ ask: false });
    await expect(page.getByRole('dialog', { name: WELCOME })).toHaveCount(0);
  } finally {
    await server.stop({ leave: [page] });
  }
});

test('Later keeps the defaults, and no browser asks again', async ({ page, browser }) => {
  const server = await newSite();
  try {
    await signInByHand(page, server.url);
    const dialog = page.getByRole('dialog', { name: WELCOME });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Your name')).toBeFocused();
    // The dialog itself (the sign-in's toast is still fading in beside it).
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await dialog.getByRole('button', { name: 'Later' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Account: Fru/ })).toBeVisible();

    const other = await anotherBrowser(browser, server.url);
    await expect(other.page.getByRole('dialog', { name: WELCOME })).toHaveCount(0);
    await other.close();
  } finally {
    await server.stop({ leave: [page] });
  }
});
