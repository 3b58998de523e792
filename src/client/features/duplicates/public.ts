// What other features may use of the duplicates feature. Only modules without side effects belong
// here: a bundler brings along every module this file names, into whatever chunk imports it.

/** The possible duplicates' query keys: a change to the places may refresh the list. */
export { duplicateKeys } from './api/keys';
