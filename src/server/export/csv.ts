import { CSV_COLUMNS, csvField, guardCell, joinList } from '#shared/import/csv-format.ts';
import type { Location } from '#shared/location.ts';

/** Numbers and our own timestamps cannot start a formula; everything else typed by a person might. */
const UNGUARDED = new Set<string>([
  'latitude',
  'longitude',
  'id',
  'createdAt',
  'updatedAt',
  'visitedAt',
  'isPrivate',
]);

function cell(place: Location, column: (typeof CSV_COLUMNS)[number]): string {
  const value = place[column];
  if (Array.isArray(value)) return csvField(guardCell(joinList(value)));
  const text = value === null ? '' : String(value);
  return csvField(UNGUARDED.has(column) ? text : guardCell(text));
}

/**
 * One row a place, a header naming the fields. UTF-8 with a byte-order mark so spreadsheet apps
 * read accents right; CRLF line ends as RFC 4180 asks.
 */
export function toCsv(places: readonly Location[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const place of places) lines.push(CSV_COLUMNS.map((column) => cell(place, column)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
