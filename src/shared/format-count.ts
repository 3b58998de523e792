/**
 * A count as the site writes it (en-US: "1,551", "100,000"), without Intl. A page's first use of
 * Intl (`toLocaleString`, `Intl.NumberFormat`) loads its locale data in one block of 20–30 ms on
 * the main thread (measured in Chromium), so the home page's map, legend and badge, which show
 * counts as they first paint, write them with this instead. Same output as
 * `n.toLocaleString('en-US')` for whole numbers (format-count.test.ts checks it).
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${grouped}` : grouped;
}
