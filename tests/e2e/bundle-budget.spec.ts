import { resolve } from 'node:path';
import { BUDGETED_PAGES, formatBytes, limitOf, overLimit } from '../helpers/bundle-budgets';
import { measurePageJavaScript } from '../helpers/page-javascript';
import { expect, test } from './fixtures';

// The JavaScript a visitor's browser loads on each page, gzip bytes as the server sends them, inline
// scripts too, against its limit in bundle-budgets.json (which `npm run bench:sizes` reads too).
const CLIENT_DIR = resolve('dist/client');

// A trace records every frame of a page this test only measures.
test.use({ trace: 'off' });

for (const path of BUDGETED_PAGES) {
  test(`${path} loads no more JavaScript than its budget allows`, async ({ page, server }) => {
    const measured = await measurePageJavaScript(page, `${server.url}${path}`, path, CLIENT_DIR);
    const limit = limitOf(path);
    expect(measured.bytes, overLimit(measured, limit)).toBeLessThanOrEqual(limit.heldAt ?? limit.budget);
  });
}

test('a page one byte over its budget fails, naming its bytes, the budget and its largest scripts', async ({
  page,
  server,
}) => {
  const measured = await measurePageJavaScript(page, `${server.url}/about`, '/about', CLIENT_DIR);
  expect(measured.scripts.length).toBeGreaterThan(5);
  expect(overLimit(measured, { budget: measured.bytes })).toBeUndefined();

  const failure = overLimit(measured, { budget: measured.bytes - 1 }) ?? '';
  expect(failure).toContain(
    `/about loads ${formatBytes(measured.bytes)} of JavaScript (gzip), 1 B over its budget of ${formatBytes(measured.bytes - 1)}`,
  );
  const largest = measured.scripts.slice(0, 5);
  for (const script of largest) expect(failure).toContain(`${formatBytes(script.bytes)}  ${script.name}`);
  expect(failure.split('\n')).toHaveLength(2 + largest.length);

  // A page held over its budget fails too once it grows past what it is held at.
  const held = overLimit(measured, { budget: measured.bytes - 100, heldAt: measured.bytes - 1 }) ?? '';
  expect(held).toContain(
    `1 B over the ${formatBytes(measured.bytes - 1)} it is held at until brought within its budget of ${formatBytes(measured.bytes - 100)}`,
  );
});
