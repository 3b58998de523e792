import { usStateOf } from '../geo/regions';
import { LOCATION_TYPES } from '../location-types';
import { STATUSES, type LocationStatus } from '../location';
import { headerKey, type ImportField, type ImportPlace, type ParsedImport } from './fields';
import { coordinatesInMapsUrl } from './maps-url';

export type RawValue = string | number | boolean | readonly unknown[] | null | undefined;
/** One row or feature of a file, by our field names, before any checking. */
export type RawPlace = Partial<Record<ImportField, RawValue>>;

export interface ImportDefaults {
  /** For rows without a status of their own. */
  status: LocationStatus;
}

export type NormalizeResult = { ok: true; place: ImportPlace } | { ok: false; reason: string };

// prettier-ignore
const STATUS_WORDS: Record<string, LocationStatus> = {
  visited: 'visited',
  been: 'visited',
  beenthere: 'visited',
  done: 'visited',
  yes: 'visited',
  planned: 'planned',
  plan: 'planned',
  planning: 'planned',
  upcoming: 'planned',
  booked: 'planned',
  wishlist: 'wishlist',
  wish: 'wishlist',
  wanttogo: 'wishlist',
  someday: 'wishlist',
  saved: 'wishlist',
  starred: 'wishlist',
  // A "Been there?" column, and the words in French, German, Spanish, Portuguese and Italian.
  true: 'visited',
  y: 'visited',
  x: 'visited',
  '1': 'visited',
  oui: 'visited',
  ja: 'visited',
  si: 'visited',
  sim: 'visited',
  visite: 'visited',
  besucht: 'visited',
  visitado: 'visited',
  visitato: 'visited',
  prevu: 'planned',
  geplant: 'planned',
  planeado: 'planned',
  planejado: 'planned',
  pianificato: 'planned',
};

/** "No" in a "Been there?" column: not visited, so the status the person chose for the file. */
const NOT_YET = new Set(['no', 'n', 'false', '0', 'non', 'nein', 'nao', 'not']);

const TYPE_BY_WORD = new Map<string, string>();
for (const { type, label } of LOCATION_TYPES) {
  TYPE_BY_WORD.set(type, type);
  TYPE_BY_WORD.set(label.toLowerCase(), type);
}
TYPE_BY_WORD.set('unesco site', 'unesco');

function text(value: RawValue): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join(' | ');
  return String(value).trim();
}

/** Decimal degrees from a number or text; a decimal comma ("48,8566") is read too. */
function coordinate(value: RawValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const raw = text(value);
  const cleaned = /^[-+]?\d+,\d+$/.test(raw) ? raw.replace(',', '.') : raw;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** A list from an array, or from text joined by " | " or line breaks (as our CSV export writes it). */
export function readList(value: RawValue): string[] {
  const items = Array.isArray(value) ? value.map((v) => String(v)) : text(value).split(/\s*\|\s*|\r?\n/);
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}

function readStatus(value: RawValue, fallback: LocationStatus): LocationStatus | undefined {
  const raw = text(value);
  if (raw === '') return fallback;
  const word = headerKey(raw);
  if (NOT_YET.has(word)) return fallback;
  return (STATUSES as readonly string[]).includes(word) ? (word as LocationStatus) : STATUS_WORDS[word];
}

function readType(value: RawValue): string | undefined {
  const raw = text(value).toLowerCase();
  if (raw === '') return undefined;
  return TYPE_BY_WORD.get(raw) ?? raw.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** A place id as our export writes it (a positive whole number); anything else is not one of ours. */
function readId(value: RawValue): number | undefined {
  const raw = text(value);
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2 ** 31 - 1 ? Number(raw) : undefined;
}

/** An instant as UTC ISO text, when the value names one (our export's createdAt does). */
function readInstant(value: RawValue): string | undefined {
  const raw = text(value);
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}|$)/.test(raw)) return undefined;
  // A bare date is that day's start in UTC, as Date reads it.
  const time = Date.parse(raw);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** YYYY-MM-DD from a date or a date-time in any form Date understands. */
function readDate(value: RawValue): string | null | undefined {
  const raw = text(value);
  if (raw === '') return undefined;
  if (/^\d{4}-\d{2}-\d{2}/.test(raw)) return raw.slice(0, 10);
  const time = Date.parse(raw);
  if (Number.isNaN(time)) return null;
  // "14 Aug 2019" parses as local midnight: read it back in local time, or it may slip a day.
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const quote = (value: RawValue) => `“${text(value).slice(0, 40)}”`;

/**
 * Turns one raw row into the body POST /api/locations takes, or says in plain words why it cannot.
 * Values the server validates anyway (lengths, ranges, links) are passed on for it to judge, so
 * the preview reports them with the row. Empty cells are left out: the server then fills country
 * and state from the coordinates.
 */
/** The reason a row with a link but no coordinates gets: the address search can still place it. */
export const NEEDS_COORDINATES =
  'it needs coordinates: its Google Maps link does not give them (add a latitude and longitude)';

type Coordinates = { ok: true; latitude: number; longitude: number } | { ok: false; reason: string };

/** The row's coordinates, or those of its Google Maps link when the row has none (or 0, 0). */
function readCoordinates(raw: RawPlace): Coordinates {
  const link = text(raw.mapsUrl);
  const linked = link === '' ? undefined : coordinatesInMapsUrl(link);
  if (text(raw.latitude) === '' || text(raw.longitude) === '') {
    if (linked) return { ok: true, ...linked };
    return {
      ok: false,
      reason: link === '' ? 'it has no coordinates' : NEEDS_COORDINATES,
    };
  }
  const latitude = coordinate(raw.latitude);
  if (latitude === undefined) return { ok: false, reason: `latitude ${quote(raw.latitude)} is not a number` };
  const longitude = coordinate(raw.longitude);
  if (longitude === undefined)
    return { ok: false, reason: `longitude ${quote(raw.longitude)} is not a number` };
  // Google Takeout writes 0, 0 for saved places it has no position for; its link may still have one.
  if (latitude === 0 && longitude === 0)
    return linked ? { ok: true, ...linked } : { ok: false, reason: 'it has no real coordinates (0, 0)' };
  return { ok: true, latitude, longitude };
}

export function normalizePlace(raw: RawPlace, defaults: ImportDefaults): NormalizeResult {
  const coordinates = readCoordinates(raw);
  if (!coordinates.ok) return coordinates;
  const { latitude, longitude } = coordinates;
  const name = text(raw.name);
  if (name === '') return { ok: false, reason: 'it has no name' };
  const status = readStatus(raw.status, defaults.status);
  if (!status)
    return { ok: false, reason: `status ${quote(raw.status)} is not visited, planned or wishlist` };
  const visitedAt = readDate(raw.visitedAt);
  if (visitedAt === null)
    return { ok: false, reason: `date ${quote(raw.visitedAt)} is not a date (use YYYY-MM-DD)` };

  const place: ImportPlace = { name, latitude, longitude, status };
  const type = readType(raw.type);
  if (type) place.type = type;
  for (const field of ['category', 'address', 'notes'] as const) {
    const value =
      field === 'notes'
        ? raw.notes === null || raw.notes === undefined
          ? ''
          : String(raw.notes)
        : text(raw[field]);
    if (value.trim() !== '') place[field] = value;
  }
  // Kept as the file gives it: the server stores it under the site's name (importedCountryName)
  // and its preview says what it changed ("CN → China").
  const country = text(raw.country);
  if (country !== '') place.country = country;
  const state = text(raw.state);
  if (state !== '') place.state = usStateOf({ country, state }) ?? state;
  const photos = readList(raw.photos);
  if (photos.length > 0) place.photos = photos;
  const videos = readList(raw.youtubeUrls);
  if (videos.length > 0) place.youtubeUrls = videos;
  if (visitedAt) place.visitedAt = visitedAt;
  const tags = readList(raw.tags);
  if (tags.length > 0) place.tags = tags;
  // Our own export's privacy survives a round trip: a private place stays private.
  if (raw.isPrivate === true || /^(true|1|yes)$/i.test(text(raw.isPrivate))) place.isPrivate = true;
  const privateNotes =
    raw.privateNotes === null || raw.privateNotes === undefined ? '' : String(raw.privateNotes);
  if (privateNotes.trim() !== '') place.privateNotes = privateNotes;
  // Kept so a round trip through our own export keeps the Added dates and can update by id.
  const createdAt = readInstant(raw.createdAt);
  if (createdAt) place.createdAt = createdAt;
  const id = readId(raw.id);
  if (id !== undefined) place.id = id;
  // A place this row updates keeps its status when the file has none: the default is for new ones.
  if (id !== undefined && text(raw.status) === '') place.filled = ['status'];
  return { ok: true, place };
}

/**
 * One row, feature or step of a file read into the result: as a place with where it came from, or
 * as an error naming where and why. Returns what normalizePlace said, for a caller wanting more.
 */
export function addPlace(
  result: Pick<ParsedImport, 'places' | 'sources' | 'errors'>,
  source: string,
  raw: RawPlace,
  defaults: ImportDefaults,
): NormalizeResult {
  const normalized = normalizePlace(raw, defaults);
  if (normalized.ok) {
    result.places.push(normalized.place);
    result.sources.push(source);
  } else {
    result.errors.push({ source, reason: normalized.reason });
  }
  return normalized;
}
