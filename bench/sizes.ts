// npm run bench:sizes — only the bundle part of the benchmark: gzip bytes of the JavaScript each page
// loads, its inline scripts too, against its budget in bundle-budgets.json (the size test's too).
// Over what its limit allows, the script exits with 1. `npm run bench:sizes -- /,/about` measures
// only those pages.
import { resolve } from 'node:path';
import { startServer } from '../tests/e2e/server';
import { BUDGETED_PAGES, formatBytes, limitOf, overLimit } from '../tests/helpers/bundle-budgets';
import { launchBrowser } from './browser';
import { pageJavaScript } from './measure-bundle';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startServer();
const browser = await launchBrowser();
let over = false;
try {
  for (const path of process.argv[2]?.split(',') ?? BUDGETED_PAGES) {
    const measured = await pageJavaScript(browser, server.url, path, resolve('dist/client'));
    const limit = limitOf(path);
    const { budget, heldAt } = limit;
    const spare = budget - measured.bytes;
    const verdict =
      spare >= 0
        ? `${formatBytes(spare)} to spare`
        : `OVER by ${formatBytes(-spare)}${heldAt === undefined ? '' : `, held at ${formatBytes(heldAt)}`}`;
    console.log(
      `${path.padEnd(12)} ${formatBytes(measured.bytes).padStart(10)} ${kb(measured.bytes).padStart(9)}` +
        `  budget ${formatBytes(budget)}: ${verdict}`,
    );
    const failure = overLimit(measured, limit);
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
