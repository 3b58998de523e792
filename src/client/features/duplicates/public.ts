// What other features may use of the duplicates feature. Only modules without side effects belong
// here: a bundler brings along every module this file names, into whatever chunk imports it.

/**
 * The Add form's warning of a place already there (a similar name within 50 m), loaded with the
 * Possible duplicates page's chunk, which has the duplicate rules already: a chunk of their own would
 * add its name to the list of chunks every page carries.
 */
export const loadNearbyDuplicate = async () => (await import('./duplicates-page')).NearbyDuplicate;
