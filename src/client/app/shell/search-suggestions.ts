import { countryOf, usStateOf } from '../../../shared/geo/regions';
import type { MapPlace } from '../../../shared/map-data';
import { statusRow, type LocationStatus } from '../../../shared/status';

/** A facet the header search can set: the same URL filters the sidebar writes. */
export type FacetKind = 'country' | 'state' | 'type';

export type Suggestion =
  | { kind: 'place'; id: number; label: string; where: string; status: LocationStatus }
  | { kind: FacetKind; value: string; label: string; count: number };

/** What the sidebar's facets give: a value for the URL, a label to show, a number of places. */
export interface FacetEntry {
  value: string;
  label: string;
  count: number;
}

/** One thing that can be suggested, with its label folded once (not once per keystroke). */
export interface SuggestionEntry {
  suggestion: Suggestion;
  folded: string;
}

/** The most suggestions shown at once: enough to choose from, short enough to read on a phone. */
export const MAX_SUGGESTIONS = 8;

/** Within one level of match, facets come before places: they are few and name what places share. */
const KIND_ORDER: Record<Suggestion['kind'], number> = { country: 0, state: 1, type: 2, place: 3 };
const KINDS = Object.keys(KIND_ORDER).length;

// Letters that carry no combining mark to strip, so NFD leaves them alone.
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
/** Anything but printable ASCII: only such labels need the slower folding. */
const NOT_PLAIN = /[^ -~]/;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Lower case without accents ("Cádiz" → "cadiz", "Straße" → "strasse"), so either spelling finds the other. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain ASCII: 100,000 of them fold in a few milliseconds.
  if (!NOT_PLAIN.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS[letter] ?? letter);
}

/** Whether `part` starts a word of `text` (at its start, or after a space, hyphen, comma…). */
function startsWord(text: string, part: string): boolean {
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + 1))
    if (at === 0 || !WORD_CHAR.test(text[at - 1]!)) return true;
  return false;
}

/** Shorter text matches inside words only by chance ("o" is in most names): word starts only. */
const MIN_INSIDE = 3;

/**
 * How well a folded label matches a folded query, best first: 0 the whole label, 1 its start,
 * 2 the start of a later word, 3 every word of the query starts a word of the label ("nat park"),
 * 4 anywhere inside it (3 characters or more). Null: no match.
 */
export function matchLevel(label: string, query: string): number | null {
  if (label === query) return 0;
  if (label.startsWith(query)) return 1;
  if (startsWord(label, query)) return 2;
  const words = query.split(' ');
  if (words.length > 1 && words.every((word) => startsWord(label, word))) return 3;
  if (query.length >= MIN_INSIDE && label.includes(query)) return 4;
  return null;
}
const LEVELS = 5;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The suggestions for what is typed, best first: by level of match, then facets before places,
 * then alphabetically. Accents and case are ignored on both sides.
 */
export function rankSuggestions(
  entries: readonly SuggestionEntry[],
  typed: string,
  limit = MAX_SUGGESTIONS,
): Suggestion[] {
  const query = foldText(typed).replace(/\s+/g, ' ').trim();
  if (query === '') return [];
  // Buckets per level and kind: only the best buckets are sorted, however many places match.
  const buckets: Suggestion[][] = Array.from({ length: LEVELS * KINDS }, () => []);
  for (const { suggestion, folded } of entries) {
    const level = matchLevel(folded, query);
    if (level !== null) buckets[level * KINDS + KIND_ORDER[suggestion.kind]]!.push(suggestion);
  }
  const ranked: Suggestion[] = [];
  for (const bucket of buckets) {
    if (ranked.length >= limit) break;
    bucket.sort((a, b) => collator.compare(a.label, b.label));
    ranked.push(...bucket.slice(0, limit - ranked.length));
  }
  return ranked;
}

/** Where a place is, as its suggestion says it: "Wyoming, United States", "Japan", or nothing. */
export function placeWhere(place: MapPlace): string {
  const country = countryOf(place) ?? '';
  const state = usStateOf(place) ?? place.state ?? '';
  return [state, country].filter(Boolean).join(', ');
}

/** Everything the search can suggest, each label folded once. */
export function suggestionEntries(
  places: readonly MapPlace[],
  facets: Record<FacetKind, readonly FacetEntry[]>,
): SuggestionEntry[] {
  const entries: SuggestionEntry[] = [];
  for (const kind of ['country', 'state', 'type'] as const)
    for (const { value, label, count } of facets[kind])
      entries.push({ suggestion: { kind, value, label, count }, folded: foldText(label) });
  for (const place of places)
    if (place.name.trim() !== '')
      entries.push({
        suggestion: {
          kind: 'place',
          id: place.id,
          label: place.name,
          where: placeWhere(place),
          status: place.status,
        },
        folded: foldText(place.name),
      });
  return entries;
}

/** The suggestion's second line: what it is, so a country and a place of one name read apart. */
export function suggestionDetail(suggestion: Suggestion): string {
  const places = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'place' : 'places'}`;
  switch (suggestion.kind) {
    case 'place':
      return [suggestion.where, statusRow(suggestion.status).label].filter(Boolean).join(' · ');
    case 'country':
      return `Country · ${places(suggestion.count)}`;
    case 'state':
      return `US state · ${places(suggestion.count)}`;
    case 'type':
      return `Type · ${places(suggestion.count)}`;
  }
}
