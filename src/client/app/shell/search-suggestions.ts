import { countryOf, usStateOf } from '#shared/geo/regions.ts';
import type { MapPlace } from '#shared/map-data.ts';
import type { LocationStatus } from '#shared/status.ts';
import { countryLabel } from '#client/components/country-label.ts';

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

/**
 * One thing that can be suggested, with its label folded once (not once per keystroke). A place's
 * suggestion (its "where" line) is made only when it is among the few shown.
 */
export interface SuggestionEntry {
  folded: string;
  label: string;
  kind: Suggestion['kind'];
  facet?: Suggestion;
  place?: MapPlace;
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

/** Whether the character before `at` ends a word: a letter or digit (ASCII tested without a regex). */
function afterWordChar(text: string, at: number): boolean {
  const code = text.charCodeAt(at - 1);
  if (code < 128)
    return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return WORD_CHAR.test(text[at - 1]!);
}

/** Whether `part` starts a word of `text` (at its start, or after a space, hyphen, comma…). */
function startsWord(text: string, part: string, from = text.indexOf(part)): boolean {
  for (let at = from; at !== -1; at = text.indexOf(part, at + 1))
    if (at === 0 || !afterWordChar(text, at)) return true;
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
  const at = label.indexOf(query);
  if (at === 0) return label.length === query.length ? 0 : 1;
  if (at !== -1 && startsWord(label, query, at)) return 2;
  const words = query.split(' ');
  if (words.length > 1 && words.every((word) => startsWord(label, word))) return 3;
  if (query.length >= MIN_INSIDE && at !== -1) return 4;
  return null;
}
const LEVELS = 5;

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Alphabetical order of folded labels, numbers by value ("park 2" before "park 10"); labels that
 * fold alike ("Cafe", "Café") by their own text. Cheap enough to run on every match of a letter at
 * 100,000 places, which Intl.Collator is not.
 */
export function compareFolded(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(j);
    if (isDigit(x) && isDigit(y)) {
      // Whole numbers: without leading zeros, the longer is larger; else digit by digit.
      while (a.charCodeAt(i) === 48) i++;
      while (b.charCodeAt(j) === 48) j++;
      let endA = i;
      let endB = j;
      while (isDigit(a.charCodeAt(endA))) endA++;
      while (isDigit(b.charCodeAt(endB))) endB++;
      if (endA - i !== endB - j) return endA - i - (endB - j);
      for (; i < endA; i++, j++)
        if (a.charCodeAt(i) !== b.charCodeAt(j)) return a.charCodeAt(i) - b.charCodeAt(j);
      continue;
    }
    if (x !== y) return x - y;
    i++;
    j++;
  }
  return a.length - i - (b.length - j);
}
const byLabel = (a: SuggestionEntry, b: SuggestionEntry) =>
  compareFolded(a.folded, b.folded) || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);

/** The query as compared: folded, single spaces, trimmed. */
const normalQuery = (typed: string) => foldText(typed).replace(/\s+/g, ' ').trim();

/**
 * Every entry that could match `query` at any level has each of its words somewhere in its label;
 * those entries (by index) are returned too, so a longer query can search only them.
 */
function rank(
  entries: readonly SuggestionEntry[],
  query: string,
  limit: number,
  within?: readonly number[],
): { suggestions: Suggestion[]; candidates: number[] } {
  const words = query.split(' ');
  // Buckets per level and kind, each holding its best `limit` entries in order; a bucket after
  // `cutoff` cannot reach the list, since the buckets before it already fill it.
  const buckets: SuggestionEntry[][] = Array.from({ length: LEVELS * KINDS }, () => []);
  let cutoff = buckets.length - 1;
  const candidates: number[] = [];
  const count = within ? within.length : entries.length;
  for (let i = 0; i < count; i++) {
    const index = within ? within[i]! : i;
    const entry = entries[index]!;
    if (
      words.length === 1 ? !entry.folded.includes(query) : !words.every((word) => entry.folded.includes(word))
    )
      continue;
    candidates.push(index);
    const level = matchLevel(entry.folded, query);
    if (level === null) continue;
    const at = level * KINDS + KIND_ORDER[entry.kind];
    if (at > cutoff) continue;
    const bucket = buckets[at]!;
    if (bucket.length === limit && byLabel(entry, bucket[limit - 1]!) >= 0) continue;
    let position = bucket.length;
    while (position > 0 && byLabel(entry, bucket[position - 1]!) < 0) position--;
    bucket.splice(position, 0, entry);
    if (bucket.length > limit) bucket.pop();
    for (let kept = 0, b = 0; b <= cutoff; b++) {
      kept += buckets[b]!.length;
      if (kept >= limit) cutoff = b;
    }
  }
  const suggestions = buckets
    .flat()
    .slice(0, limit)
    .map((entry) => entry.facet ?? placeSuggestion(entry.place!));
  return { suggestions, candidates };
}

/**
 * The suggestions for what is typed, best first: by level of match, then facets before places,
 * then alphabetically. Accents and case are ignored on both sides.
 */
export function rankSuggestions(
  entries: readonly SuggestionEntry[],
  typed: string,
  limit = MAX_SUGGESTIONS,
): Suggestion[] {
  const query = normalQuery(typed);
  return query === '' ? [] : rank(entries, query, limit).suggestions;
}

/**
 * Ranks as rankSuggestions does, keeping the entries that could match the last few queries: a
 * query that goes on from one of them (the next letter typed, or the letters left after a
 * backspace) searches only those. At 100,000 places a keystroke then compares a few thousand.
 */
export class SuggestionRanker {
  readonly #entries: readonly SuggestionEntry[];
  /** The last few queries ranked, newest first, with their results and possible matches. */
  #recent: { query: string; limit: number; candidates: number[]; suggestions: Suggestion[] }[] = [];

  constructor(entries: readonly SuggestionEntry[]) {
    this.#entries = entries;
  }

  rank(typed: string, limit = MAX_SUGGESTIONS): Suggestion[] {
    const query = normalQuery(typed);
    if (query === '') return [];
    const same = this.#recent.find((recent) => recent.query === query && recent.limit === limit);
    if (same) return same.suggestions;
    // The longest earlier query this one goes on from (every word of it is then in each match).
    const from = this.#recent
      .filter((recent) => query.startsWith(recent.query))
      .reduce<{ candidates: number[]; query: string } | undefined>(
        (best, recent) => (best && best.query.length >= recent.query.length ? best : recent),
        undefined,
      );
    const { suggestions, candidates } = rank(this.#entries, query, limit, from?.candidates);
    const recent = this.#recent.filter((earlier) => earlier.query !== query);
    this.#recent = [{ query, limit, candidates, suggestions }, ...recent].slice(0, RECENT_QUERIES);
    return suggestions;
  }
}
const RECENT_QUERIES = 8;

/**
 * Where a place is, as its suggestion says it: "Wyoming, United States", "Japan", or nothing (the
 * country in the page's language).
 */
export function placeWhere(place: MapPlace): string {
  const country = countryOf(place);
  const state = usStateOf(place) ?? place.state ?? '';
  return [state, country && countryLabel(country)].filter(Boolean).join(', ');
}

const placeSuggestion = (place: MapPlace): Suggestion => ({
  kind: 'place',
  id: place.id,
  label: place.name,
  where: placeWhere(place),
  status: place.status,
});

/** Everything the search can suggest, each label folded once. */
export function suggestionEntries(
  places: readonly MapPlace[],
  facets: Record<FacetKind, readonly FacetEntry[]>,
): SuggestionEntry[] {
  const entries: SuggestionEntry[] = [];
  for (const kind of ['country', 'state', 'type'] as const)
    for (const { value, label, count } of facets[kind])
      entries.push({ folded: foldText(label), label, kind, facet: { kind, value, label, count } });
  for (const place of places)
    if (place.name.trim() !== '')
      entries.push({ folded: foldText(place.name), label: place.name, kind: 'place', place });
  return entries;
}
