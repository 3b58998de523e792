/** A place the server refuses in an import: its 1-based position in the list sent, the field and why. */
export interface ImportRowProblem {
  row: number;
  field: string;
  reason: string;
}

/** Answer of POST /api/import/preview (a dry run): what an import of these places would do. */
export interface ImportPreview {
  total: number;
  /** New places (valid and not duplicates). */
  toAdd: number;
  /** Same name within 100 m of a place already there or of an earlier row. */
  duplicates: number;
  /** The first thousand refused places. */
  errors: ImportRowProblem[];
  errorCount: number;
}

/** Answer of POST /api/import. */
export interface ImportOutcome {
  added: number;
  duplicates: number;
}
