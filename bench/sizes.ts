// npm run bench:sizes — only the bundle part of the benchmark: gzip KB of the JavaScript each page loads, its inline scripts too.
import { resolve } from 'node:path';
import { startServer } from '../tests/e2e/server';
import { launchBrowser } from './browser';
import { pageJavaScriptKb } from './measure-bundle';

/**
 * Budgets (gzip KB of JavaScript): the home screen with its map, every other page, and the embed,
 * which lives inside other sites (issue 16). Over one, the script exits with 1.
 */
const BUDGETS: Record<string, number> = { '/': 170, '/embed': 60 };
const PAGE_BUDGET = 120;

const server = await startServer();
const browser = await launchBrowser();
let over = false;
try {
  for (const path of (
    process.argv[2] ?? '/,/?view=list,/about,/faqs,/contact,/trip-packs,/stats,/privacy,/embed'
  ).split(',')) {
    const kb = await pageJavaScriptKb(browser, server.url, path, resolve('dist/client'));
    const budget = BUDGETS[path] ?? (path.startsWith('/?') ? undefined : PAGE_BUDGET);
    const verdict = budget === undefined ? '' : ` (budget ${budget} KB${kb > budget ? ': OVER' : ''})`;
    if (budget !== undefined && kb > budget) over = true;
    console.log(`${path.padEnd(14)} ${kb} KB${verdict}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
if (over) process.exitCode = 1;
