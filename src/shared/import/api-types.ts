import type { z } from 'zod';
import type {
  CountryChangeSchema,
  ImportChangeSchema,
  ImportDuplicateSchema,
  ImportOutcomeSchema,
  ImportPreviewSchema,
  ImportProgressSchema,
  ImportRowProblemSchema,
} from '../api/imports';

// The answers of the import routes; their schemas (and what each field means) are in the contract,
// src/shared/api/imports.ts. Types only, so the browser's import dialog needs no zod for them.

/** A place the server refuses in an import: its 1-based position in the list sent, the field and why. */
export type ImportRowProblem = z.output<typeof ImportRowProblemSchema>;
/** Answer of POST /api/import/preview (a dry run): what an import of these places would do. */
export type ImportPreview = z.output<typeof ImportPreviewSchema>;
/** A row skipped as a duplicate: where it is in the file, its name, the place it is like and how far. */
export type ImportDuplicate = z.output<typeof ImportDuplicateSchema>;
/** A country value of the file and the name it is stored under. */
export type CountryChange = z.output<typeof CountryChangeSchema>;
/** Answer of POST /api/import: one batch, which POST /api/imports/:id/undo takes back. */
export type ImportOutcome = z.output<typeof ImportOutcomeSchema>;
/** How far a running import is (GET /api/import/progress). */
export type ImportProgress = z.output<typeof ImportProgressSchema>;
export type ImportProgressStep = ImportProgress['step'];
/** What a row would change in the live place it names: the fields, before and after. */
export type ImportChange = z.output<typeof ImportChangeSchema>;

/** The places an import would update that changed elsewhere since its preview (409 `changed_since`). */
export interface ChangedSincePlace {
  id: number;
  name: string;
}
