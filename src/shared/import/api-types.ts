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
  /**
   * Same name within 100 m of a place already there or of an earlier row; in update mode also the
   * rows naming a live place by id that would change nothing.
   */
  duplicates: number;
  /**
   * Rows naming a live place by its id (our own export) that would change it: what an import in
   * update mode updates. Counted in either mode, so the dialog can offer to update.
   */
  toUpdate: number;
  /** The first thousand refused places. */
  errors: ImportRowProblem[];
  errorCount: number;
}

/** Answer of POST /api/import: one batch, which POST /api/imports/:id/undo takes back. */
export interface ImportOutcome {
  added: number;
  /** Live places changed (update mode). */
  updated: number;
  duplicates: number;
  batchId: string;
}
