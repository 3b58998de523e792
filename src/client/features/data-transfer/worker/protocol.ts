import type { TextEncoding } from '#shared/import/text-encodings.ts';
import type { ImportFormat, ImportPlace, ImportRowError } from '#shared/import/fields.ts';
import type { ImportDefaults } from '#shared/import/normalize.ts';
import type { CsvMapping } from '#shared/import/parse-csv.ts';
import type { FoundPosition } from '#shared/import/locate.ts';
import type { ReadOptions } from '#shared/import/parse-file.ts';

/** What the page asks the parsing worker; each request carries an id its answer repeats. */
export type WorkerRequest =
  | { id: number; type: 'read'; file: File; defaults: ImportDefaults; options: ReadOptions }
  | { id: number; type: 'map'; mapping: CsvMapping; defaults: ImportDefaults }
  /** The rows that needed coordinates, placed where the address search found them (or not found). */
  | { id: number; type: 'locate'; found: FoundPosition[]; defaults: ImportDefaults }
  /** The request body again without some places (1-based positions), to import the readable rest. */
  | { id: number; type: 'body'; skipRows: number[] };

/** A parsed file, summarized: the places themselves stay in the worker and travel as JSON bytes. */
export interface ParsedSummary {
  format: ImportFormat;
  count: number;
  /** Where each place came from ("line 4"), by position. */
  sources: string[];
  errors: ImportRowError[];
  notice?: string;
  /** The first places as they will be stored, to see a wrong mapping before importing. */
  sample: ImportPlace[];
  /** The encoding the text was read in (none for a zip archive), and whether it was guessed. */
  encoding?: TextEncoding;
  encodingGuessed?: boolean;
  /** Rows refused only for want of coordinates: what the address search can look for. */
  unlocated: { source: string; query: string }[];
}

export type WorkerAnswer =
  | {
      type: 'csv';
      headers: string[];
      sample: string[][];
      rowCount: number;
      lineErrors: number;
      mapping: CsvMapping;
      encoding: TextEncoding;
      encodingGuessed: boolean;
      /** False when the first line is already a place: the columns are numbered, not named. */
      hasHeader: boolean;
      delimiter: string;
    }
  | { type: 'parsed'; summary: ParsedSummary; body: Blob }
  | { type: 'body'; body: Blob; count: number }
  | { type: 'error'; message: string };

export type WorkerResponse = WorkerAnswer & { id: number };
