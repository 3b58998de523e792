import { resolve } from 'node:path';
import { BUDGETED_PAGES, budgetOf, overBudget } from '../helpers/bundle-budgets';
import { measurePageJavaScript } from '../helpers/page-javascript';
import { expect, test } from './fixtures';

// The JavaScript a visitor's browser loads on each page, gzip bytes as the server sends them, inline
// scripts too, against its budget in bundle-budgets.json (which `npm run bench:sizes` reads too).
const CLIENT_DIR = resolve('dist/client');

for (const path of BUDGETED_PAGES) {
  test(`${path} loads no more JavaScript than its budget`, async ({ page, server }) => {
    const measured = await measurePageJavaScript(page, `${server.url}${path}`, path, CLIENT_DIR);
    const budget = budgetOf(path);
    expect(measured.bytes, overBudget(measured, budget)).toBeLessThanOrEqual(budget);
  });
}

test('a page one byte over its budget fails, naming its bytes, the budget and its largest scripts', async ({
  page,
  server,
}) => {
  const measured = await measurePageJavaScript(page, `${server.url}/about`, '/about', CLIENT_DIR);
  expect(measured.scripts.length).toBeGreaterThan(1);
  expect(overBudget(measured, measured.bytes)).toBeUndefined();

  const failure = overBudget(measured, measured.bytes - 1) ?? '';
  const bytes = (count: number) => `${count.toLocaleString('en-US')} B`;
  expect(failure).toContain(
    `/about loads ${bytes(measured.bytes)} of JavaScript (gzip), 1 B over its budget of ${bytes(measured.bytes - 1)}`,
  );
  const largest = measured.scripts.slice(0, 5);
  for (const script of largest) expect(failure).toContain(`${bytes(script.bytes)}  ${script.name}`);
  expect(failure.split('\n')).toHaveLength(2 + largest.length);
});
