import { distance } from 'fastest-levenshtein';
import type { z } from 'zod';
import type { DuplicatePairSchema, DuplicatesListSchema, MergeResultSchema } from './api/duplicates';
import { haversineMeters } from './geo/haversine';
import { LIMITS, type Location } from './location';
import { compareTagNames } from './tags';

// Possible duplicates: two places with similar names close together. One rule for the owner's
// "Possible duplicates" view and for an import's duplicate check.

/** Two places with similar names at most this far apart are possibly the same place. */
export const DUPLICATE_RADIUS_M = 200;
/** Names whose edit distance is at most this share of the longer one's length are similar. */
const SIMILARITY_THRESHOLD = 0.8;
/** A shorter name contained in a longer one counts only with at least this many letters. */
const MIN_CONTAINED_LENGTH = 4;

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

/**
 * A name as it is compared: accents dropped (NFD), lower case, every run of punctuation, hyphens and
 * spaces one space. "Mont-Saint-Michel" and "mont saint michel" read alike.
 */
export function normalizeName(name: string): string {
  // Plain ASCII (most names) skips the Unicode passes.
  if (ASCII.test(name))
    return name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-US')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A name read once for many comparisons. */
export interface NameKey {
  /** Normalized, words separated by one space. */
  text: string;
  /** The words, in order. */
  tokens: string[];
  /** Without the spaces: "notre dame" and "notredame" compare equal. */
  compact: string;
}

export function nameKey(name: string): NameKey {
  const text = normalizeName(name);
  return { text, tokens: text === '' ? [] : text.split(' '), compact: text.replaceAll(' ', '') };
}

const numbersOf = (key: NameKey) =>
  key.tokens
    .filter((token) => /\d/.test(token))
    .sort()
    .join(' ');

/**
 * Whether two names may name the same place: equal once normalized; or every word of the shorter
 * is a word of the longer ("Plitvice Lakes", "Plitvice Lakes National Park"); or they differ by a
 * few letters (Levenshtein distance at most a fifth of the longer name: "Colloseum", "Colosseum"),
 * as long as they carry the same numbers.
 */
export function similarKeys(a: NameKey, b: NameKey): boolean {
  if (a.compact === '' || b.compact === '') return false;
  if (a.compact === b.compact) return true;
  // Different numbers name different places: "Pier 39" and "Pier 41", "Terminal 1" and "Terminal 2".
  if (numbersOf(a) !== numbersOf(b)) return false;
  const [short, long] = a.tokens.length <= b.tokens.length ? [a, b] : [b, a];
  if (short.compact.length >= MIN_CONTAINED_LENGTH) {
    const words = new Set(long.tokens);
    if (short.tokens.every((token) => words.has(token))) return true;
  }
  const longest = Math.max(a.compact.length, b.compact.length);
  return 1 - distance(a.compact, b.compact) / longest >= SIMILARITY_THRESHOLD;
}

export const similarNames = (a: string, b: string): boolean => similarKeys(nameKey(a), nameKey(b));

export interface NamedPoint {
  name: string;
  latitude: number;
  longitude: number;
}

interface Entry<T> {
  place: T;
  key: NameKey;
}

/** About 111 km a degree of latitude. */
const METERS_PER_DEGREE = 111_320;
/** Past this many longitude cells either side (near the poles), a row is scanned whole. */
const MAX_CELL_SPAN = 64;

/**
 * Places bucketed in a grid of cells about `radius` metres tall, so a check compares a place only
 * with those in the neighbouring cells: fast at 100,000 places. Longitude wraps at ±180°.
 */
export class DuplicateFinder<T extends NamedPoint> {
  private readonly cell: number;
  private readonly columns: number;
  private readonly rows = new Map<number, Map<number, Entry<T>[]>>();

  constructor(
    places: Iterable<T> = [],
    readonly radius = DUPLICATE_RADIUS_M,
  ) {
    this.cell = radius / METERS_PER_DEGREE;
    this.columns = Math.ceil(360 / this.cell);
    for (const place of places) this.add(place);
  }

  private column(longitude: number): number {
    const column = Math.floor((longitude + 180) / this.cell);
    return ((column % this.columns) + this.columns) % this.columns;
  }

  add(place: T, key = nameKey(place.name)): void {
    const rowIndex = Math.floor(place.latitude / this.cell);
    let row = this.rows.get(rowIndex);
    if (!row) this.rows.set(rowIndex, (row = new Map()));
    const column = this.column(place.longitude);
    const cell = row.get(column);
    if (cell) cell.push({ place, key });
    else row.set(column, [{ place, key }]);
  }

  /** The places added so far with a name similar to `place`'s within the radius, nearest first. */
  matches(place: NamedPoint, key = nameKey(place.name)): { place: T; distanceM: number }[] {
    const found: { place: T; distanceM: number }[] = [];
    const rowIndex = Math.floor(place.latitude / this.cell);
    // The widest row in reach decides how many degrees of longitude the radius spans.
    const edge = Math.min(89.999, Math.abs(place.latitude) + this.cell);
    const lngSpan = this.radius / (METERS_PER_DEGREE * Math.cos((edge * Math.PI) / 180));
    const cellSpan = Math.ceil(lngSpan / this.cell);
    const center = this.column(place.longitude);
    for (let r = rowIndex - 1; r <= rowIndex + 1; r++) {
      const row = this.rows.get(r);
      if (!row) continue;
      const visit = (cell: Entry<T>[] | undefined) => {
        if (!cell) return;
        for (const entry of cell) {
          if (!similarKeys(key, entry.key)) continue;
          const distanceM = haversineMeters(
            place.latitude,
            place.longitude,
            entry.place.latitude,
            entry.place.longitude,
          );
          if (distanceM <= this.radius) found.push({ place: entry.place, distanceM });
        }
      };
      if (cellSpan > MAX_CELL_SPAN) for (const cell of row.values()) visit(cell);
      else
        for (let c = center - cellSpan; c <= center + cellSpan; c++)
          visit(row.get(((c % this.columns) + this.columns) % this.columns));
    }
    return found.sort((a, b) => a.distanceM - b.distanceM);
  }

  has(place: NamedPoint): boolean {
    return this.matches(place).length > 0;
  }
}

/** A pair of possibly duplicate places, the lower id first. */
export interface CandidatePair<T> {
  a: T;
  b: T;
  distanceM: number;
}

/** Every pair of places with similar names within the radius, each pair once, in id order. */
export function findDuplicatePairs<T extends NamedPoint & { id: number }>(
  places: readonly T[],
  radius = DUPLICATE_RADIUS_M,
): CandidatePair<T>[] {
  const sorted = [...places].sort((a, b) => a.id - b.id);
  const finder = new DuplicateFinder<T>([], radius);
  const pairs: CandidatePair<T>[] = [];
  for (const place of sorted) {
    const key = nameKey(place.name);
    for (const match of finder.matches(place, key))
      pairs.push({ a: match.place, b: place, distanceM: match.distanceM });
    finder.add(place, key);
  }
  return pairs.sort((x, y) => x.a.id - y.a.id || x.b.id - y.b.id);
}

// ---- The API of the "Possible duplicates" view ----

/** Most pairs GET /api/duplicates lists at once; `total` says how many there are. */
export const DUPLICATES_SHOWN = 200;

/** One pair of GET /api/duplicates: both places in full, the lower id first, and how far apart. */
export type DuplicatePair = z.output<typeof DuplicatePairSchema>;
/** GET /api/duplicates: the first DUPLICATES_SHOWN pairs, and how many there are (`total`). */
export type DuplicatesList = z.output<typeof DuplicatesListSchema>;

/** The fields a merge chooses side by side; `coordinates` carries latitude and longitude together. */
export const MERGE_FIELDS = [
  'name',
  'type',
  'address',
  'coordinates',
  'country',
  'state',
  'status',
  'visitedAt',
  'notes',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeSide = 'keep' | 'merge';
export type MergeChoices = Partial<Record<MergeField, MergeSide>>;

// The request schemas are in duplicates-schema.ts, the answers' in api/duplicates.ts: this module
// stays free of zod.

/** The answer of a merge: the place kept, as it is now, and the id of the one now in the trash. */
export type MergeResult = z.output<typeof MergeResultSchema>;

/** Photos, videos or tags of both places, the kept place's first, each once. */
export const unite = (first: readonly string[], second: readonly string[]): string[] => [
  ...new Set([...first, ...second]),
];

/** Why a merge cannot run (a limit it would pass), by field; empty when it can. */
export function mergeLimitErrors(
  keep: Location,
  merge: Location,
): Partial<Record<'photos' | 'youtubeUrls', string>> {
  const errors: Partial<Record<'photos' | 'youtubeUrls', string>> = {};
  const photos = unite(keep.photos, merge.photos).length;
  const videos = unite(keep.youtubeUrls, merge.youtubeUrls).length;
  if (photos > LIMITS.photosMax)
    errors.photos = `Together the two places have ${photos} photos; a place keeps at most ${LIMITS.photosMax}. Remove ${photos - LIMITS.photosMax} first.`;
  if (videos > LIMITS.videosMax)
    errors.youtubeUrls = `Together the two places have ${videos} videos; a place keeps at most ${LIMITS.videosMax}. Remove ${videos - LIMITS.videosMax} first.`;
  return errors;
}

/**
 * The values the kept place takes: each field from the chosen side; photos, videos, tags and
 * private notes united; private when either place was.
 */
export function mergedValues(keep: Location, merge: Location, fields: MergeChoices) {
  const pick = <K extends keyof Location>(field: MergeField, key: K): Location[K] =>
    (fields[field] === 'merge' ? merge : keep)[key];
  const typed = fields.type === 'merge' ? merge : keep;
  return {
    name: pick('name', 'name'),
    type: typed.type,
    category: typed.category,
    address: pick('address', 'address'),
    latitude: pick('coordinates', 'latitude'),
    longitude: pick('coordinates', 'longitude'),
    country: pick('country', 'country'),
    state: pick('state', 'state'),
    status: pick('status', 'status'),
    visitedAt: pick('visitedAt', 'visitedAt'),
    notes: pick('notes', 'notes'),
    photos: unite(keep.photos, merge.photos),
    // Each photo keeps its words; where both places wrote some for one photo, the kept place's.
    photoText: { ...merge.photoText, ...keep.photoText },
    youtubeUrls: unite(keep.youtubeUrls, merge.youtubeUrls),
    tags: unite(keep.tags, merge.tags).sort(compareTagNames),
    // Privacy first: what either place kept from visitors stays kept from them.
    isPrivate: keep.isPrivate || merge.isPrivate,
    privateNotes: [keep.privateNotes, merge.privateNotes].filter((notes) => notes.trim() !== '').join('\n\n'),
  };
}
