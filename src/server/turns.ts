import { setImmediate as nextTurn } from 'node:timers/promises';

/** Long work lets other requests run once it has run this long without a break. */
const TURN_MS = 8;

/**
 * Call between two pieces of work: after `turnMs` without a break, waits for the event loop to
 * serve what arrived meanwhile. (An await on a PostgreSQL query is a break already; SQLite's are not:
 * better-sqlite3 answers at once, so a loop of awaited queries never lets the event loop run.)
 */
export function turnTaker(turnMs = TURN_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < turnMs) return;
    await nextTurn();
    since = performance.now();
  };
}

/** Calls `each` on every item, letting other requests run every TURN_MS. */
export async function eachInTurns<T>(
  items: Iterable<T>,
  each: (item: T, index: number) => void,
): Promise<void> {
  const takeTurn = turnTaker();
  let index = 0;
  for (const item of items) {
    each(item, index++);
    await takeTurn();
  }
}

/** `items.map(each)`, letting other requests run every TURN_MS. */
export async function mapInTurns<T, R>(
  items: readonly T[],
  each: (item: T, index: number) => R,
): Promise<R[]> {
  const out: R[] = [];
  await eachInTurns(items, (item, index) => void out.push(each(item, index)));
  return out;
}
