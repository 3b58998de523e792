import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** One script the page ran: a file of the build by its path, or an inline script by its place. */
export interface ScriptSize {
  name: string;
  /** Gzip bytes (level 9, as the build's .gz copies that the server sends). */
  bytes: number;
}

export interface PageJavaScript {
  path: string;
  bytes: number;
  /** Largest first. */
  scripts: ScriptSize[];
}

const gzipBytes = (code: Buffer | string) => gzipSync(code, { level: 9 }).length;

/** Quiet this long after the page rendered, nothing more is coming: what it has loaded is what it needs. */
const QUIET_MS = 500;

/**
 * Gzip bytes of every JavaScript file `page` loaded at `path` until the page had rendered (into
 * #root) and then loaded nothing for a while, read from the build in `clientDir`, and of the page's
 * inline scripts (the theme's, and on the home page the early paint), which cost as much as a file.
 * The network falls idle before a busy host has rendered, and what the first render loads counts.
 */
export async function measurePageJavaScript(
  page: Page,
  url: string,
  path: string,
  clientDir: string,
): Promise<PageJavaScript> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('#root > *').first().waitFor({ state: 'attached' });
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((resolve) => {
        let quiet = setTimeout(resolve, quietMs);
        new PerformanceObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(resolve, quietMs);
        }).observe({ type: 'resource' });
      }),
    QUIET_MS,
  );
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
  const inline = await page.evaluate(() =>
    [...document.scripts]
      .filter((script) => !script.src && ['', 'text/javascript', 'module'].includes(script.type))
      .map((script) => script.textContent ?? '')
      .filter((code) => code.trim() !== ''),
  );
  const scripts = [
    ...[...new Set(files)].map((file) => ({
      name: file,
      bytes: gzipBytes(readFileSync(join(clientDir, file))),
    })),
    ...inline.map((code, index) => ({ name: `inline script ${index + 1}`, bytes: gzipBytes(code) })),
  ].sort((a, b) => b.bytes - a.bytes);
  return { path, bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), scripts };
}
