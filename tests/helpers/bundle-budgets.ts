import { readFileSync } from 'node:fs';
import type { PageJavaScript } from './page-javascript';

/**
 * bundle-budgets.json, read by the size test (tests/e2e/bundle-budget.spec.ts) and bench:sizes: the
 * pages measured, each one's budget in gzip bytes of JavaScript, and for a page over its budget the
 * bytes it is held at until it is brought within it (it may not grow meanwhile).
 */
interface BundleBudgets {
  pages: string[];
  budgets: Record<string, number>;
  budgetOfEveryOtherPage: number;
  overBudgetHeldAt: Record<string, number>;
}

const budgets = JSON.parse(
  readFileSync(new URL('../../bundle-budgets.json', import.meta.url), 'utf8'),
) as BundleBudgets;

/** The pages whose JavaScript is measured, in order. */
export const BUDGETED_PAGES = budgets.pages;

export interface Limit {
  /** Gzip bytes of JavaScript the page may load. */
  budget: number;
  /** For a page over its budget today: the most it may load until brought within it. */
  heldAt?: number;
}

/** The limit of `path`: its own, or its page's for a view of it (`/?view=list`), or every other page's. */
export function limitOf(path: string): Limit {
  const page = path.split('?')[0]!;
  const budget = budgets.budgets[path] ?? budgets.budgets[page] ?? budgets.budgetOfEveryOtherPage;
  return { budget, heldAt: budgets.overBudgetHeldAt[path] };
}

/** How many of the largest scripts a failure names. */
const LARGEST_SHOWN = 5;

export const formatBytes = (bytes: number) => `${bytes.toLocaleString('en-US')} B`;

/**
 * Undefined when the page loads no more than its limit allows; else what whoever went over needs:
 * the page, its bytes, the limit, and its largest scripts.
 */
export function overLimit(measured: PageJavaScript, { budget, heldAt }: Limit): string | undefined {
  const allowed = heldAt ?? budget;
  if (measured.bytes <= allowed) return undefined;
  const limit =
    heldAt === undefined
      ? `its budget of ${formatBytes(budget)}`
      : `the ${formatBytes(heldAt)} it is held at until brought within its budget of ${formatBytes(budget)}`;
  return [
    `${measured.path} loads ${formatBytes(measured.bytes)} of JavaScript (gzip), ` +
      `${formatBytes(measured.bytes - allowed)} over ${limit} (bundle-budgets.json).`,
    `Its largest scripts:`,
    ...measured.scripts
      .slice(0, LARGEST_SHOWN)
      .map((script) => `  ${formatBytes(script.bytes).padStart(10)}  ${script.name}`),
  ].join('\n');
}
