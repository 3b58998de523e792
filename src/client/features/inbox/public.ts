// What other features may use of the inbox feature. Only modules without side effects belong
// here: a bundler brings along every module this file names, into whatever chunk imports it.

/** The inbox's query keys: signing out drops the owner's inbox from the cache. */
export { inboxKeys } from './api/keys';

// The avatar's count of unread messages is in public-owner.ts: only the owner's menu loads it.
