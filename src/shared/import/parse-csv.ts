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
import { normalizePlace, type ImportDefaults, type RawPlace } from './normalize';

/** A CSV file read into rows, each with the line it starts on. */
export interface CsvTable {
  headers: string[];
  rows: string[][];
  /** The line each row starts on (the header is line 1). */
  lines: number[];
  /** Lines that cannot be read at all (an unclosed quote, the wrong number of fields). */
  errors: ImportRowError[];
}

/** Which column (by index) fills each field; -1 for none. */
export type CsvMapping = Record<ImportField, number>;

const lineLabel = (line: number) => `line ${line}`;

/**
 * Reads the CSV (any common delimiter, quoted fields with commas, quotes and line breaks) and
 * remembers the line each row starts on, so problems can be named by line.
 */
export function readCsvTable(input: string): CsvTable {
  const text = input.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ImportFileError('This CSV file is empty.');
  let headers: string[] | undefined;
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
        headers = result.data.map((h) => h.trim());
        return;
      }
      if (rows.length + errors.length >= MAX_IMPORT_ROWS) {
        overflow = true;
        parser.abort();
        return;
      }
      if (result.data.length !== headers.length) {
        errors.push({
          source: lineLabel(at),
          reason: `it has ${result.data.length} fields where the header has ${headers.length}`,
        });
        return;
      }
      rows.push(result.data);
      lines.push(at);
    },
  });
  if (!headers) throw new ImportFileError('This CSV file has no header line.');
  if (overflow) throw tooManyRows(countRecords(text));
  return { headers, rows, lines, errors };
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
    const normalized = normalizePlace(raw, defaults);
    if (normalized.ok) {
      result.places.push(normalized.place);
      result.sources.push(source);
    } else {
      result.errors.push({ source, reason: normalized.reason });
    }
  });
  // Errors in file order, whichever step found them.
  result.errors.sort((a, b) => Number(a.source.slice(5)) - Number(b.source.slice(5)));
  return result;
}
