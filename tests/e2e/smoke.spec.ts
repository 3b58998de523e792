import { expect, test } from './fixtures';

test('the built site serves the app shell and the demo places', async ({ page, request }) => {
  const places = await request.get('/api/locations');
  expect(places.status()).toBe(200);
  expect((await places.json()).length).toBeGreaterThanOrEqual(150);

  await page.goto('/');
  await expect(page).toHaveTitle('Interactive Travel Map | Fru World');
  await expect(page.getByRole('link', { name: /Fru World/ }).first()).toBeVisible();
});

test('an unknown route shows the error page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
});
