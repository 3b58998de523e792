import type { Location } from '../location';

/** The columns of our CSV export, named as the fields so the import maps them back by itself. */
// prettier-ignore
export const CSV_COLUMNS = [
  'name',
  'latitude',
  'longitude',
  'type',
  'category',
  'status',
  'address',
  'state',
  'country',
  'notes',
  'photos',
  'youtubeUrls',
  'visitedAt',
  'tags',
  'isPrivate',
  'privateNotes',
  'id',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Location)[];

/** Photos and videos share one cell, joined like this; the import splits on it (and on line breaks). */
export const LIST_SEPARATOR = ' | ';

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return) as a formula
 * (OWASP "CSV injection"). Text cells that would are written with a leading apostrophe; the import
 * takes one off again. Text that already starts with apostrophes before such a character gets one
 * more, so it survives. The one guard for every CSV we write: the places export and the waitlist.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

export function guardCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function unguardCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value) ? value.slice(1) : value;
}

/** A link never holds a bare "|" (it is %7C when escaped), so the list survives the join. */
export function joinList(urls: readonly string[]): string {
  return urls.map((url) => url.replaceAll('|', '%7C')).join(LIST_SEPARATOR);
}

/** RFC 4180 quoting: fields with a comma, quote or line break are quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
