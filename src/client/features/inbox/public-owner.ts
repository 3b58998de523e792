// The owner's menu's part of the inbox feature, apart from public.ts: the app's first chunk imports
// public.ts (for the inbox's keys), and a bundler puts every module a file names into its
// importer's chunk; only the owner's menu, loaded once the owner is signed in, needs this.

/** The avatar's count of unread messages and suggestions. */
export { useUnreadCount } from './api/get-unread';
