import { test } from '../fixtures';
for (const wait of [0, 1, 2, 3, 4, 5, 6, 7]) {
  test(`debug ${wait}`, async ({ page }) => {
    await page.goto('/');
    await page.locator('.leaflet-container').waitFor();
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search destinations' }).filter({ visible: true });
    await box.click();
    await page.locator('[aria-controls]').first().waitFor({ state: 'attached' });
    await box.pressSequentially('tokyo tower', { delay: 30 });
    await page.waitForTimeout(300);
    console.log(wait, JSON.stringify(await box.inputValue()), await box.getAttribute('aria-controls'));
  });
}
