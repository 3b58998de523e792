import { expect, test } from './fixtures';
import { stubOutsideMedia } from './media-stub';

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

test('the owner signs in and out through the header', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await dialog.getByLabel('Password').fill('not the password at all');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That password is not right.');

  await dialog.getByLabel('Password').fill('e2e owner password 1234');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toHaveCount(0);
  const account = page.getByRole('button', { name: /^Account: / });
  await expect(account).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Location' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suggest a place' })).toHaveCount(0);

  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Inbox' })).toBeVisible();
  // Export Data arrives with the export feature; until then it is not offered at all.
  await expect(page.getByRole('menuitem', { name: 'Export Data' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Location' })).toHaveCount(0);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('Profile Settings changes the name and shows a refused password beside its field', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const original = ((await (await ownerApi.get('/api/auth/me')).json()) as { user: { name: string } }).user
    .name;
  await signIn();
  await page.goto('/');
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  await expect(dialog.getByLabel('Name')).toHaveValue(original);

  await dialog.getByLabel('Current password').fill('certainly wrong');
  await dialog.getByLabel('New password').fill('a brand new long passphrase');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Your current password is not right')).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Current password').fill('');
  await dialog.getByLabel('New password').fill('');
  await dialog.getByLabel('Name').fill('Fru Explorer');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account: Fru Explorer' })).toBeVisible();
  const me = (await (await ownerApi.get('/api/auth/me')).json()) as { user: { name: string } };
  expect(me.user.name).toBe('Fru Explorer');
  expect((await ownerApi.patch('/api/auth/me', { data: { name: original } })).status()).toBe(200);
});
