import Papa from 'papaparse';
import { unguardCell } from './csv-format';
import {
  IMPORT_FIELDS,
  ImportFileError,
  MAX_IMPORT_ROWS,
  tooManyRows,
  guessField,
  type ImportField,
  type ImportRowError,
  type ParsedImport,
} from './fields';
import { addPlace, NEEDS_COORDINATES, type ImportDefaults, type RawPlace } from './normalize';

/** A CSV file read into rows, each with the line it starts on. */
export interface CsvTable {
  headers: string[];
  rows: string[][];
  /** The line each row starts on (the header is line 1). */
  lines: number[];
  /** Lines that cannot be read at all (an unclosed quote, the wrong number of fields). */
  errors: ImportRowError[];
  /** False when the first line is already a place (a number in it): the columns are then numbered. */
  hasHeader: boolean;
  /** The separator found: a comma, a semicolon (European spreadsheets), a tab… */
  delimiter: string;
}

/** Whether the first line names the columns: 'auto' guesses it (a line of names has no numbers). */
export type HeaderChoice = 'auto' | 'yes' | 'no';

/** A line longer than this is not a row of a table: a CSV of places has one place per line. */
const MAX_LINE_CHARS = 1024 * 1024;

const NUMERIC_CELL = /^\s*[-+]?(\d+([.,]\d+)?|[.,]\d+)\s*$/;
const isNumericCell = (cell: string) => NUMERIC_CELL.test(cell);
const columnName = (index: number) => `Column ${index + 1}`;

function refuseLongLine(text: string): void {
  const end = text.indexOf('\n');
  const length = end === -1 ? text.length : end;
  if (length > MAX_LINE_CHARS)
    throw new ImportFileError(
      `The first line of this file is ${(length / 1024 / 1024).toFixed(1)} million characters long: it is not a table of places (a CSV file has one place per line). Is it the right file?`,
    );
}

/** Which column (by index) fills each field; -1 for none. */
export type CsvMapping = Record<ImportField, number>;

const lineLabel = (line: number) => `line ${line}`;

/**
 * Reads the CSV (any common delimiter, quoted fields with commas, quotes and line breaks) and
 * remembers the line each row starts on, so problems can be named by line.
 */
export function readCsvTable(input: string, header: HeaderChoice = 'auto'): CsvTable {
  const text = input.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ImportFileError('This CSV file is empty.');
  refuseLongLine(text);
  let headers: string[] | undefined;
  let hasHeader = true;
  let delimiter = ',';
  const rows: string[][] = [];
  const lines: number[] = [];
  const errors: ImportRowError[] = [];
  let cursor = 0;
  let line = 1;
  let counted = 0;
  let overflow = false;
  const lineAt = (position: number) => {
    for (let i = counted; i < position; i += 1) if (text.charCodeAt(i) === 10) line += 1;
    counted = Math.max(counted, position);
    return line;
  };
  Papa.parse<string[]>(text, {
    skipEmptyLines: true,
    step: (result, parser) => {
      let start = cursor;
      while (text[start] === '\n' || text[start] === '\r') start += 1;
      cursor = result.meta.cursor;
      const at = lineAt(start);
      if (result.errors.some((e) => e.code === 'MissingQuotes')) {
        errors.push({
          source: lineLabel(at),
          reason: 'a quoted field is never closed (a " is missing), so the rest of the file cannot be read',
        });
        parser.abort();
        return;
      }
      if (!headers) {
        delimiter = result.meta.delimiter;
        hasHeader = header === 'yes' || (header === 'auto' && !result.data.some(isNumericCell));
        if (hasHeader) {
          headers = result.data.map((h) => h.trim());
          return;
        }
        headers = result.data.map((_, index) => columnName(index));
      }
      if (rows.length + errors.length >= MAX_IMPORT_ROWS) {
        overflow = true;
        parser.abort();
        return;
      }
      if (result.data.length !== headers.length) {
        errors.push({
          source: lineLabel(at),
          reason: `it has ${result.data.length} fields where the ${hasHeader ? 'header' : 'first line'} has ${headers.length}`,
        });
        return;
      }
      rows.push(result.data);
      lines.push(at);
    },
  });
  if (!headers) throw new ImportFileError('This CSV file has no header line.');
  if (overflow) throw tooManyRows(countRecords(text) + (hasHeader ? 0 : 1));
  return { headers, rows, lines, errors, hasHeader, delimiter };
}

/** A quick count for the "too many" message (lines after the header; quoted line breaks make it an estimate). */
function countRecords(text: string): number {
  let count = text.endsWith('\n') ? -1 : 0;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) count += 1;
  return count;
}

/** A first guess at the mapping from the header names; the person confirms or changes it. */
export function guessCsvMapping(headers: readonly string[]): CsvMapping {
  const mapping = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, -1])) as CsvMapping;
  headers.forEach((header, index) => {
    const field = guessField(header);
    if (field && mapping[field] === -1) mapping[field] = index;
  });
  return mapping;
}

/** Columns whose first values are all numbers within a range. */
function numericColumns(rows: readonly string[][], width: number, limit: number): number[] {
  const sample = rows.slice(0, 50);
  const columns: number[] = [];
  for (let column = 0; column < width; column += 1) {
    const values = sample.map((row) => row[column] ?? '').filter((v) => v.trim() !== '');
    if (values.length === 0) continue;
    if (values.every((v) => isNumericCell(v) && Math.abs(Number(v.replace(',', '.'))) <= limit))
      columns.push(column);
  }
  return columns;
}

/**
 * The mapping for a table: from the header's names, or, without a header, from the values: the
 * first column of numbers within ±90 is the latitude, the next of numbers within ±180 the
 * longitude, and the first column of text the name.
 */
export function guessTableMapping(table: CsvTable): CsvMapping {
  if (table.hasHeader) return guessCsvMapping(table.headers);
  const mapping = guessCsvMapping([]);
  const width = table.headers.length;
  const latitudes = numericColumns(table.rows, width, 90);
  const longitudes = numericColumns(table.rows, width, 180);
  const latitude = latitudes[0];
  const longitude = longitudes.find((column) => column !== latitude);
  if (latitude !== undefined && longitude !== undefined) {
    mapping.latitude = latitude;
    mapping.longitude = longitude;
  }
  const text = [...Array(width).keys()].find((column) => !longitudes.includes(column));
  if (text !== undefined) mapping.name = text;
  return mapping;
}

/** What the address search looks for: the name, with the address when the row has one. */
function searchQuery(raw: RawPlace): string {
  const parts = [raw.name, raw.address].map((part) => (typeof part === 'string' ? part.trim() : ''));
  return parts.filter(Boolean).join(', ').slice(0, 200);
}

export function csvTableToPlaces(
  table: CsvTable,
  mapping: CsvMapping,
  defaults: ImportDefaults,
): ParsedImport {
  const result: ParsedImport = { format: 'csv', places: [], sources: [], errors: [...table.errors] };
  table.rows.forEach((row, index) => {
    const raw: RawPlace = {};
    for (const field of IMPORT_FIELDS) {
      const column = mapping[field];
      if (column >= 0) raw[field] = unguardCell(row[column] ?? '');
    }
    const source = lineLabel(table.lines[index]!);
    const normalized = addPlace(result, source, raw, defaults);
    if (
      !normalized.ok &&
      normalized.reason === NEEDS_COORDINATES &&
      typeof raw.name === 'string' &&
      raw.name.trim() !== ''
    )
      (result.unlocated ??= []).push({ source, query: searchQuery(raw), raw });
  });
  // Errors in file order, whichever step found them.
  result.errors.sort((a, b) => Number(a.source.slice(5)) - Number(b.source.slice(5)));
  if (table.rows.length > 0 && result.places.length === 0 && mapping.mapsUrl >= 0 && mapping.latitude < 0)
    result.notice =
      'None of these rows has coordinates in its Google Maps link: add a latitude and longitude to the file, or search each address when adding the place by hand.';
  return result;
}
