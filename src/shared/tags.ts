// Tags: free labels on places ("road trip 2025", "best of Japan"). A name is unique whatever its
// case; a place lists its tags' names sorted (compareTagNames). Types and helpers only (no zod):
// the schemas are in location-schema.ts (a place's tags), tags-schema.ts (the tag routes' bodies)
// and api/tags.ts (their answers).
import type { z } from 'zod';
import type { TagSchema } from './api/tags';

export const TAG_LIMITS = { nameMax: 60, perPlace: 20 } as const;

/** One entry of GET /api/tags: a tag and how many live places carry it. */
export type Tag = z.output<typeof TagSchema>;

/** How a name is compared with others: case does not matter. */
export const tagKey = (name: string) => name.trim().toLowerCase();

/** The order tags are listed in, everywhere: by name whatever the case, then as written. */
export function compareTagNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

/** The names without a repeat (the first spelling kept), sorted. */
export function uniqueTagNames(names: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const trimmed = name.trim();
    if (!byKey.has(tagKey(trimmed))) byKey.set(tagKey(trimmed), trimmed);
  }
  return [...byKey.values()].sort(compareTagNames);
}
