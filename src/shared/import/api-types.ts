import type { PlaceField, PlaceValues } from '../history';

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
   * New rows with a name like a place already on the map within 100 m, skipped unless named in the
   * import's `keep`; every one listed. Rows of one file are never duplicates of each other.
   */
  duplicates: ImportDuplicate[];
  /** The countries the import stores under the site's name ("CN" → "China"), with how many rows. */
  countries: CountryChange[];
  /**
   * Rows naming a live place by its id (our own export) that would change it: what an import in
   * update mode updates. Counted in either mode, so the dialog can offer to update; a row naming a
   * live place is never added as a new one.
   */
  toUpdate: number;
  /** Rows naming a live place by its id that would change nothing. */
  unchanged: number;
  /** What the first rows that change a live place would change in it, as a revision shows a change. */
  changes: ImportChange[];
  /**
   * The version of every live place the rows name, as the preview saw it: sent back with the import,
   * which refuses (409 `changed_since`) when one of them changed since.
   */
  versions: Record<string, number>;
  /** The first thousand refused places. */
  errors: ImportRowProblem[];
  errorCount: number;
}

/** A row skipped as a duplicate: where it is in the file, its name, the place it is like and how far. */
export interface ImportDuplicate {
  source: string;
  name: string;
  like: { id: number; name: string };
  distanceM: number;
}

/** A country value of the file and the name it is stored under. */
export interface CountryChange {
  from: string;
  to: string;
  count: number;
}

/** Answer of POST /api/import: one batch, which POST /api/imports/:id/undo takes back. */
export interface ImportOutcome {
  added: number;
  /** Live places changed (update mode). */
  updated: number;
  /** Rows naming a live place that changed nothing (or, adding only new places, were left out). */
  unchanged: number;
  /** Rows skipped as duplicates of places already here (those not kept). */
  duplicates: number;
  batchId: string;
}

/** What a row would change in the live place it names: the fields, before and after. */
export interface ImportChange {
  id: number;
  /** The place's name as it is now. */
  name: string;
  fields: PlaceField[];
  before: PlaceValues;
  after: PlaceValues;
}

/** The places an import would update that changed elsewhere since its preview (409 `changed_since`). */
export interface ChangedSincePlace {
  id: number;
  name: string;
}
