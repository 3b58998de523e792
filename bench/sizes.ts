// npm run bench:sizes — only the bundle part of the benchmark: gzip bytes of the JavaScript each page
// loads, its inline scripts too, against its budget in bundle-budgets.json (the size test's too).
// Over one, the script exits with 1. `npm run bench:sizes -- /,/about` measures only those pages.
import { resolve } from 'node:path';
import { startServer } from '../tests/e2e/server';
import { BUDGETED_PAGES, budgetOf, overBudget } from '../tests/helpers/bundle-budgets';
import { launchBrowser } from './browser';
import { pageJavaScript } from './measure-bundle';

const server = await startServer();
const browser = await launchBrowser();
let over = false;
try {
  for (const path of process.argv[2]?.split(',') ?? BUDGETED_PAGES) {
    const measured = await pageJavaScript(browser, server.url, path, resolve('dist/client'));
    const budget = budgetOf(path);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const failure = overBudget(measured, budget);
    console.log(
      `${path.padEnd(14)} ${String(measured.bytes).padStart(7)} B  ${kb(measured.bytes).padStart(8)}` +
        `  (budget ${budget} B, ${failure ? 'OVER' : `${kb(budget - measured.bytes)} to spare`})`,
    );
    if (failure) {
      over = true;
      console.log(failure);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
if (over) process.exitCode = 1;
