// What other features may use of the auth feature. Only modules without side effects, or ones
// every page loads anyway, belong here: a bundler brings along every module this file names.

/** Whether the owner is signed in (the session query is in the app's first chunk, with the header). */
export { useOwner } from './api/use-owner';

/** The frame of a page for the owner alone: heading, noindex, and a sign-in notice for anyone else. */
export { OwnerPage, SignInNotice } from './components/owner-page';
