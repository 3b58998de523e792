import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { benchPage } from './browser';

/** Gzip size (KB) of every JavaScript file a page loaded, read from the build, and of its inline scripts. */
export async function pageJavaScriptKb(
  browser: Browser,
  origin: string,
  path: string,
  clientDir: string,
): Promise<number> {
  const page = await benchPage(browser);
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    );
    // Scripts written into the page count too (the theme's, and on the home page the early paint).
    const inline = await page.evaluate(() =>
      [...document.scripts]
        .filter((script) => !script.src && ['', 'text/javascript', 'module'].includes(script.type))
        .map((script) => script.textContent ?? ''),
    );
    const bytes = [
      ...[...new Set(scripts)].map((file) => readFileSync(join(clientDir, file))),
      ...inline.filter((code) => code.trim() !== '').map((code) => Buffer.from(code)),
    ].reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);
    return Math.round((bytes / 1024) * 10) / 10;
  } finally {
    await page.context().close();
  }
}
