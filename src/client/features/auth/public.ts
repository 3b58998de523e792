// What other features may use of the auth feature. Only modules without side effects, or ones
// every page loads anyway, belong here: a bundler brings along every module this file names.

/** Whether the owner is signed in (the session query is in the app's first chunk, with the header). */
export { useOwner } from './api/use-owner';

// The owner's screens' frame is in public-owner.ts: only those lazy screens load it.
