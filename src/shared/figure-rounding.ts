import { FIGURE_KEYS, type FigureKey } from './figures';

// The counting side of the copy's figures (shared/figures.ts): the server's only. The browser only
// fills in figures it is given, and so loads neither this nor the Intl formatter below.

/** Figures the spec writes exactly ("306 UNESCO sites"); the others are rounded down with a "+". */
const EXACT = new Set<FigureKey>(['unesco']);

const integer = new Intl.NumberFormat('en-US');

/**
 * A count as the spec writes it: exact under 10; rounded down to its first digit under 1,000
 * ("53" → "50+", "306" → "300+"), to its first two from 1,000 ("1,551" → "1,500+"), in thousands
 * from 10,000 ("50,230" → "50k+"); "+" only when something was rounded off.
 */
export function roundFigure(count: number): string {
  const n = Math.max(0, Math.floor(count));
  if (n < 10) return String(n);
  const digits = String(n).length;
  const step = 10 ** (digits < 4 ? digits - 1 : digits - 2);
  const rounded = Math.floor(n / step) * step;
  const more = rounded < n ? '+' : '';
  return n >= 10_000 ? `${integer.format(rounded / 1000)}k${more}` : `${integer.format(rounded)}${more}`;
}

/** The figures of these counts as the copy shows them. */
export function figuresOf(counts: Record<FigureKey, number>): Record<FigureKey, string> {
  return Object.fromEntries(
    FIGURE_KEYS.map((key) => [key, EXACT.has(key) ? integer.format(counts[key]) : roundFigure(counts[key])]),
  ) as Record<FigureKey, string>;
}
