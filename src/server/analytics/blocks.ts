import { sql, type Kysely } from 'kysely';

/**
 * Aggregates of whole blocks of days (analytics_blocks), so that a range reads a few rows per value
 * instead of one per day: a block of `size` days starts on a day whose number (days since
 * 1970-01-01) is a multiple of `size`. Counts and visitors add up across days (a visitor's hash is
 * the day's own), so a block's row is the sum of its days' rows, kept as the events are counted.
 */
export const BLOCK_SIZES = [64, 16, 4] as const;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The first day of the block of `size` days that `day` is in. */
export const blockStart = (day: string, size: number): string => {
  const number = dayNumber(day);
  return dayOf(number - (((number % size) + size) % size));
};

/** A range as the fewest single days and whole blocks that cover it exactly (greedy, largest first). */
export function segmentsOf(range: { from: string; to: string }): {
  days: string[];
  blocks: Map<number, string[]>;
} {
  const days: string[] = [];
  const blocks = new Map<number, string[]>();
  const end = dayNumber(range.to);
  for (let number = dayNumber(range.from); number <= end;) {
    const size = BLOCK_SIZES.find((blockSize) => number % blockSize === 0 && number + blockSize - 1 <= end);
    if (size) blocks.set(size, [...(blocks.get(size) ?? []), dayOf(number)]);
    else days.push(dayOf(number));
    number += size ?? 1;
  }
  return { days, blocks };
}

/** Rebuilds from analytics_daily the blocks that hold any of `days` (the migration, the bench). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration's Kysely<unknown> and the app's Kysely<DB>
export async function buildBlocks(db: Kysely<any>, days: Iterable<string>): Promise<void> {
  const starts = new Set<string>();
  for (const day of days) for (const size of BLOCK_SIZES) starts.add(`${size} ${blockStart(day, size)}`);
  for (const key of starts) {
    const [size, start] = key.split(' ') as [string, string];
    const end = dayOf(dayNumber(start) + Number(size) - 1);
    await sql`delete from analytics_blocks where days = ${Number(size)} and start = ${start}`.execute(db);
    await sql`insert into analytics_blocks (days, dimension, type, start, value, count, visitors)
      select ${Number(size)}, dimension, type, ${start}, value, sum(count), sum(visitors)
      from analytics_daily where day between ${start} and ${end}
      group by dimension, type, value`.execute(db);
  }
}
