// What other features may use of the data-transfer feature (the owner's account menu). Only modules
// without side effects belong here: a bundler brings along every module this file names.

export { ExportMenuItems } from './components/export-menu-items';
export { ArchiveMenuItems } from './components/archive-menu-items';

/** The import dialog brings the parsing worker and its parsers: a chunk of its own, loaded when first opened. */
export const loadImportDialog = async () => (await import('./components/import-dialog')).ImportDialog;

/** Import history: each import with its counts and Undo import; a chunk of its own, loaded when first opened. */
export const loadImportHistoryDialog = async () =>
  (await import('./components/import-history-dialog')).ImportHistoryDialog;

/** Restore from archive: a chunk of its own, loaded when first opened. */
export const loadRestoreArchiveDialog = async () =>
  (await import('./components/restore-archive-dialog')).RestoreArchiveDialog;
