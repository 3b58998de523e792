import { turnTaker } from '../turns';

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
export const INSERT_BATCH = 500;

/** The list in slices of INSERT_BATCH: what one query may name by id on either engine. */
export function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += INSERT_BATCH) out.push(list.slice(i, i + INSERT_BATCH));
  return out;
}

export async function inBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  const takeTurn = turnTaker();
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await insert(rows.slice(i, i + INSERT_BATCH));
    await takeTurn();
  }
}
