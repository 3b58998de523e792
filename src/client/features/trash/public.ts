// What other features may use of the trash feature. Only modules without side effects belong
// here: a bundler brings along every module this file names, into whatever chunk imports it.

/** Brings a place back from the trash: the Trash view's Restore, and Undo after a delete. */
export { useRestorePlace } from './api/restore-place';
