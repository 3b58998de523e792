// The owner's menu's part of the inbox feature (its query keys are below the features, in
// src/client/lib/query-keys): a bundler puts every module a file names into its importer's chunk,
// and only the owner's menu, loaded once the owner is signed in, needs this.

/** The avatar's count of unread messages and suggestions. */
export { useUnreadCount } from './api/get-unread';

/** A "Tell the waitlist" email another screen starts: /inbox's waitlist opens with it to edit and send. */
export { tellWaitlistLink, type WaitlistDraft } from './components/tell-waitlist-link';
