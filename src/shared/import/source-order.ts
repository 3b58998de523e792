/** "line 12" → [12], "feature 3 point 2" → [3, 2]. */
const position = (source: string) => (source.match(/\d+/g) ?? []).map(Number);

/** Compares two places in a file ("line 4", "feature 3 point 2"): every list in file order. */
export function inFileOrder(a: string, b: string): number {
  const [x, y] = [position(a), position(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const difference = (x[i] ?? -1) - (y[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}
