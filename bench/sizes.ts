// npm run bench:sizes — only the bundle part of the benchmark: gzip KB of the JavaScript each page loads.
import { resolve } from 'node:path';
import { startServer } from '../tests/e2e/server';
import { launchBrowser } from './browser';
import { pageJavaScriptKb } from './measure-bundle';

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const path of (
    process.argv[2] ?? '/,/?view=list,/about,/faqs,/contact,/trip-packs,/stats,/privacy'
  ).split(',')) {
    console.log(
      `${path.padEnd(14)} ${await pageJavaScriptKb(browser, server.url, path, resolve('dist/client'))} KB`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
