import { expect, test } from './fixtures';

// Issue 41, for the visitor who is travelling: the Atom feed is linked where a visitor looks for it.

test('the footer links the Atom feed, which a feed reader can read', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  const feed = footer.getByRole('link', { name: 'Atom feed' });
  await expect(feed).toHaveAttribute('href', '/feed.xml');
  await expect(feed).toHaveAttribute('type', 'application/atom+xml');
  await feed.scrollIntoViewIfNeeded();
  const [response] = await Promise.all([page.waitForResponse('**/feed.xml'), feed.click()]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
  expect(await response.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
});
