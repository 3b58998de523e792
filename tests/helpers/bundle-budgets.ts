import { readFileSync } from 'node:fs';
import type { PageJavaScript } from './page-javascript';

/** bundle-budgets.json: the pages measured and their budgets, read by the size test and bench:sizes. */
interface BundleBudgets {
  pages: string[];
  bytes: Record<string, number>;
  bytesOfEveryOtherPage: number;
}

const budgets = JSON.parse(
  readFileSync(new URL('../../bundle-budgets.json', import.meta.url), 'utf8'),
) as BundleBudgets;

/** The pages whose JavaScript is measured, in order. */
export const BUDGETED_PAGES = budgets.pages;

/** Gzip bytes of JavaScript `path` may load: its own budget, or its page's for a view (`/?view=list`). */
export function budgetOf(path: string): number {
  const page = path.split('?')[0]!;
  return budgets.bytes[path] ?? budgets.bytes[page] ?? budgets.bytesOfEveryOtherPage;
}

/** How many of the largest scripts a failure names. */
const LARGEST_SHOWN = 5;

const format = (bytes: number) => `${bytes.toLocaleString('en-US')} B`;

/**
 * Undefined when the page is within `budget`; else what whoever went over needs: the page, its
 * bytes, the budget, and its largest scripts.
 */
export function overBudget(measured: PageJavaScript, budget: number): string | undefined {
  if (measured.bytes <= budget) return undefined;
  const largest = measured.scripts
    .slice(0, LARGEST_SHOWN)
    .map((script) => `  ${format(script.bytes).padStart(10)}  ${script.name}`);
  return [
    `${measured.path} loads ${format(measured.bytes)} of JavaScript (gzip), ` +
      `${format(measured.bytes - budget)} over its budget of ${format(budget)} (bundle-budgets.json).`,
    `Its largest scripts:`,
    ...largest,
  ].join('\n');
}
