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

const UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * A channel figure as the spec writes it (1.2K subscribers, 45 videos, 50K views): one decimal
 * under ten of a unit, whole units above, rounded down so a figure never claims more than is true
 * (1,999 is "1.9K", as YouTube shows it).
 */
export function formatCompactCount(n: number): string {
  const whole = Math.max(0, Math.floor(n));
  for (const { size, suffix } of UNITS) {
    if (whole < size) continue;
    // Whole numbers divided once, so 4,300 is 43 tenths exactly (4.3 * 10 is not always 43).
    const shown = whole < size * 10 ? Math.floor((whole * 10) / size) / 10 : Math.floor(whole / size);
    return `${String(shown)}${suffix}`;
  }
  return String(whole);
}
