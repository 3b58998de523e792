// What other features may use of the locations feature. Only modules without side effects belong
// here: a bundler brings along every module this file names, into whatever chunk imports it.

/** The places' query keys: queries derived from the places are refreshed when these change. */
export { locationKeys } from './api/keys';
