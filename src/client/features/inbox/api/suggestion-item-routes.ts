import { z } from 'zod';
import { defineRoute, NO_CONTENT } from '../../../../shared/api/define';
import { ReadPatchSchema } from '../../../../shared/forms-schema';
import { InboxIdSchema } from '../../../../shared/ids';

// STOPGAP until the suggestions part of the contract (src/shared/api/suggestions.ts, another
// engineer's) is merged: point suggestion-list.tsx at its two routes and delete this file. The
// contract test lists the path below as an /api/ string in the client until then.

const item = {
  path: '/api/suggestions/:id',
  tag: 'Inbox',
  access: 'owner',
  params: z.object({ id: InboxIdSchema }),
  notFound: 'That suggestion',
  response: NO_CONTENT,
  status: 204,
} as const;

export const suggestionItemRoutes = {
  setRead: defineRoute({
    ...item,
    method: 'PATCH',
    summary: 'Marks a suggestion read or unread.',
    body: ReadPatchSchema,
    errors: ['not_found', 'invalid_input'],
  }),
  remove: defineRoute({ ...item, method: 'DELETE', summary: 'Deletes a suggestion.', errors: ['not_found'] }),
};
