export type InboxKind = 'messages' | 'suggestions' | 'waitlist';

/** Query keys of the owner's inbox; all start with 'inbox', so signing out drops them at once. */
export const inboxKeys = {
  all: ['inbox'] as const,
  kind: (kind: InboxKind) => ['inbox', kind] as const,
  unread: () => ['inbox', 'unread'] as const,
};
