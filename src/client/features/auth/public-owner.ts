// The owner's screens' part of the auth feature, apart from public.ts: the app's first chunk imports
// public.ts, and a bundler puts every module a file names into its importer's chunk; only the lazy
// screens (Inbox, Trash, Possible duplicates, Places from photos) import these.

/** The frame of a page for the owner alone: heading, noindex, and a sign-in notice for anyone else. */
export { OwnerPage, SignInNotice } from './components/owner-page';
