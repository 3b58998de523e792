import type { Browser } from 'playwright-core';
import { measurePageJavaScript, type PageJavaScript } from '../tests/helpers/page-javascript';
import { benchPage } from './browser';

/** The JavaScript a page loads (see measurePageJavaScript), measured in a fresh bench page. */
export async function pageJavaScript(
  browser: Browser,
  origin: string,
  path: string,
  clientDir: string,
): Promise<PageJavaScript> {
  const page = await benchPage(browser);
  try {
    return await measurePageJavaScript(page, `${origin}${path}`, path, clientDir);
  } finally {
    await page.context().close();
  }
}

/** Gzip size (KB, to 0.1) of every JavaScript file a page loaded, read from the build, and of its inline scripts. */
export async function pageJavaScriptKb(
  browser: Browser,
  origin: string,
  path: string,
  clientDir: string,
): Promise<number> {
  const { bytes } = await pageJavaScript(browser, origin, path, clientDir);
  return Math.round((bytes / 1024) * 10) / 10;
}
