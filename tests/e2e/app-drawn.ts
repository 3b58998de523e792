import type { Page } from '@playwright/test';

/**
 * Waits until the app has drawn the page's heading. A page first shows the server's body (what a
 * crawler reads, with its own h1) and the app replaces it when it starts, then shows its loading
 * state until its data arrives. A check that reads the page once (axe, a count) must read the
 * app's page: React marks the elements it draws, the server's never carry that mark.
 */
export async function appHeading(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
}
