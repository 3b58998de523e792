import type { TrashedPlace } from './api/get-trash';

/** Lower case without accents: "Praça" is found by "praca". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US');

/**
 * The places whose name, address or country holds every word typed, in any case and with or
 * without accents; all of them for a blank search.
 */
export function searchTrash(places: readonly TrashedPlace[], query: string): readonly TrashedPlace[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return places;
  return places.filter((place) => {
    const text = fold([place.name, place.address, place.country].join(' '));
    return words.every((word) => text.includes(word));
  });
}

/** An import with the places of it in the trash (those the search shows), newest first. */
export interface TrashedImport {
  id: string;
  fileName: string;
  createdAt: string;
  count: number;
}

export function importsIn(places: readonly TrashedPlace[]): TrashedImport[] {
  const byId = new Map<string, TrashedImport>();
  for (const { importBatch } of places) {
    if (!importBatch) continue;
    const found = byId.get(importBatch.id);
    if (found) found.count += 1;
    else byId.set(importBatch.id, { ...importBatch, count: 1 });
  }
  return [...byId.values()].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
}
