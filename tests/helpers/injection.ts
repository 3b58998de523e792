import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../e2e/fixtures';
import { THEME_SCRIPT } from '../../src/shared/theme';
import { earlyPaintScript } from '../../src/server/preload';

// What the injection tests post and what they look for afterwards.

/**
 * Script payloads, none a part of another (so each is found on its own). Those that could run
 * either open a dialog or set window.__xss; none may do either.
 */
export const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2;alert(1)</script>',
  '"><svg onload=alert(1)>',
  "{{constructor.constructor('alert(1)')()}}",
  'javascript:alert(1)',
  '<img src=x onerror=alert(1)>',
  `'><iframe srcdoc="<script>parent.__xss=3</script>"></iframe>`,
  '<a href="javascript:void(alert(2))">click me</a>',
] as const;

/** The payload of slot `index` (wrapping), so every field gets each payload across the rows. */
export const payload = (index: number): string => PAYLOADS[index % PAYLOADS.length]!;

/** Links that could run code or point elsewhere than an absolute http(s) address. */
export const HOSTILE_LINKS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  '/relative/photo.jpg',
  '//evil.example/photo.jpg',
];

/** Cells a spreadsheet would run as formulas. */
export const FORMULAS = [
  '=HYPERLINK("http://evil.example","Click")',
  '+SUM(1,1)',
  "-2+3+cmd|' /C calc'!A0",
  '@SUM(1+1)',
] as const;

/** Collects every dialog the page opens (and dismisses it), so a test can assert there were none. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** No dialog opened, window.__xss unset, and no element a payload would have created exists. */
export async function expectNothingRan(page: Page, dialogs: string[]) {
  expect(dialogs, 'dialogs opened').toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
    'window.__xss',
  ).toBeUndefined();
  // The inline scripts the server writes, each allowed by its hash: the theme's on every page, and
  // on a visitor's home page the early paint, as the build that the browser tests serve wrote it.
  const ownInline = [THEME_SCRIPT, earlyPaintScript(resolve('dist/client'))?.code ?? THEME_SCRIPT];
  const injected = await page.evaluate((ownInline) => {
    const found: string[] = [];
    for (const script of document.querySelectorAll('script')) {
      // Our bundles, and our own inline scripts.
      const own =
        (script.src !== '' &&
          new URL(script.src).origin === location.origin &&
          new URL(script.src).pathname.startsWith('/assets/')) ||
        (script.src === '' && ownInline.includes(script.textContent ?? ''));
      if (!own) found.push(script.outerHTML.slice(0, 120));
    }
    const hostile =
      'img[src="x"], svg[onload], iframe, [srcdoc], [onerror], [onload], [onclick], a[href^="javascript:" i]';
    for (const element of document.querySelectorAll(hostile)) found.push(element.outerHTML.slice(0, 120));
    return found;
  }, ownInline);
  expect(injected, 'elements made by a payload').toEqual([]);
}
