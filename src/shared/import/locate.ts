import type { ParsedImport } from './fields';
import { normalizePlace, type ImportDefaults, type RawPlace } from './normalize';
import { inFileOrder } from './source-order';

export interface FoundPosition {
  source: string;
  /** Undefined when the address search found nothing. */
  position?: { latitude: number; longitude: number };
}

/**
 * The import with the rows that needed coordinates placed where the address search found them;
 * those it did not find stay listed, now saying so. Places stay in file order.
 */
export function locatePlaces(
  parsed: ParsedImport,
  found: readonly FoundPosition[],
  defaults: ImportDefaults,
): ParsedImport {
  const bySource = new Map(found.map((f) => [f.source, f.position]));
  const rows = parsed.places.map((place, i) => ({ place, source: parsed.sources[i]! }));
  const errors = parsed.errors.filter((e) => !bySource.has(e.source));
  const unlocated = [];
  for (const row of parsed.unlocated ?? []) {
    if (!bySource.has(row.source)) {
      unlocated.push(row);
      continue;
    }
    const at = bySource.get(row.source);
    const normalized = at
      ? normalizePlace({ ...(row.raw as RawPlace), ...at }, defaults)
      : { ok: false as const, reason: `the address search found nothing for “${row.query}”` };
    if (normalized.ok) rows.push({ place: normalized.place, source: row.source });
    else errors.push({ source: row.source, reason: normalized.reason });
  }
  rows.sort((a, b) => inFileOrder(a.source, b.source));
  errors.sort((a, b) => inFileOrder(a.source, b.source));
  return {
    ...parsed,
    places: rows.map((r) => r.place),
    sources: rows.map((r) => r.source),
    errors,
    unlocated,
    notice: undefined,
  };
}
