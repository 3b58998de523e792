import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { benchPage } from './browser';

/** Gzip size (KB) of every JavaScript file a page loaded, read from the build. */
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
    const bytes = [...new Set(scripts)].reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length,
      0,
    );
    return Math.round((bytes / 1024) * 10) / 10;
  } finally {
    await page.context().close();
  }
}
