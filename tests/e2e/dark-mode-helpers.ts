import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export { THEME_STORAGE_KEY as THEME_KEY } from '../../src/shared/theme';

/**
 * Relative luminance (WCAG) of an element's background, 0 (black) to 1 (white). The browser turns
 * whatever colour syntax the stylesheet used (oklch, color-mix) into pixels on a canvas for us.
 */
export function backgroundLuminance(page: Page, selector = 'body'): Promise<number> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`no ${selector}`);
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = Array.from(context.getImageData(0, 0, 1, 1).data).map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  }, selector);
}

export const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/** Every axe rule, contrast included; the page must be in the theme asked for while it runs. */
export async function expectAxeClean(page: Page, theme: 'light' | 'dark') {
  expect(await themeOf(page)).toBe(theme);
  // The page is drawn: CI once scanned a page before its main landmark was there (landmark-one-main).
  await expect(page.getByRole('main')).toHaveCount(1);
  // Transitions and the modal's entrance animation settle before colours are measured.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
