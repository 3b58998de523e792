import type { ImportOutcome, ImportPreview, ImportProgress } from '#shared/import/api-types.ts';
import type { ImportRowError } from '#shared/import/fields.ts';
import type { ImportMode } from '#shared/import/import-schema.ts';
import type { ParsedSummary, WorkerAnswer } from '../worker/protocol';

/** A CSV file's columns as the worker read them, with its guesses (mapping, encoding, header). */
export type CsvColumns = Omit<Extract<WorkerAnswer, { type: 'csv' }>, 'type'>;

/** The steps of an import, each with what it shows. Upload progress is 0–1, or null while the server works. */
export type ImportStep =
  | { step: 'choose'; error?: string }
  | { step: 'reading'; fileName: string }
  | { step: 'mapping'; fileName: string; columns: CsvColumns }
  | { step: 'checking'; fileName: string; progress: number | null }
  | {
      step: 'preview';
      fileName: string;
      summary: ParsedSummary;
      preview: ImportPreview;
      /** add: rows of places already here are skipped as duplicates; update: they change those places. */
      mode: ImportMode;
      body: Blob;
      problems: ImportRowError[];
      /** The duplicates (by source) the owner chose to import anyway. */
      keep: string[];
      /** Why the preview was made again: places changed elsewhere since the last one. */
      notice?: string;
    }
  | { step: 'locating'; fileName: string; done: number; total: number }
  | {
      step: 'importing';
      fileName: string;
      progress: number | null;
      /** Once the file is sent: how far the server is (GET /api/import/progress), when it has said. */
      server?: ImportProgress;
    }
  | { step: 'done'; outcome: ImportOutcome }
  | { step: 'failed'; fileName: string; message: string };

/** At most this many rows are looked up at once: the address search answers about one a second. */
export const MAX_ADDRESS_SEARCHES = 50;

export const EMPTY_PREVIEW: ImportPreview = {
  total: 0,
  toAdd: 0,
  duplicates: [],
  countries: [],
  toUpdate: 0,
  unchanged: 0,
  changes: [],
  versions: {},
  errors: [],
  errorCount: 0,
};
