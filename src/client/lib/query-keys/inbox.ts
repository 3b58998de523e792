import type { z } from 'zod';
import type { NoContent, RouteSpec } from '../../../../shared/api/define';

export type InboxKind = 'messages' | 'suggestions' | 'waitlist';

type IdParams = z.ZodType<{ id: string }, { id: string }>;
/** The route that marks one item of a kind read or unread (PATCH, {read}). */
export type ReadRoute = RouteSpec<IdParams, undefined, z.ZodType<{ read: boolean }>, NoContent>;
/** The route that deletes one item of a kind. */
export type DeleteRoute = RouteSpec<IdParams, undefined, undefined, NoContent>;

/** Query keys of the owner's inbox; all start with 'inbox', so signing out drops them at once. */
export const inboxKeys = {
  all: ['inbox'] as const,
  kind: (kind: InboxKind) => ['inbox', kind] as const,
  unread: () => ['inbox', 'unread'] as const,
};
