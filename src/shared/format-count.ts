/**
 * A count as the site writes it (en-US: "1,551", "100,000"), without Intl. A page's first use of
 * Intl (`toLocaleString`, `Intl.NumberFormat`) loads its locale data in one block of 20–30 ms on
 * the main thread (measured in Chromium), so the home page's map, legend and badge, which show
 * counts as they first paint, write them with this instead. Whole numbers only; the same output
 * as `n.toLocaleString('en-US')` for them (format-count.test.ts checks it).
 */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
