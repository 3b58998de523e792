import { z } from 'zod';
import { ReadPatchSchema, SuggestionAddedSchema, SuggestionSchema } from '../forms-schema';
import { InboxIdSchema } from '../ids';
import { defineRoute, NO_CONTENT } from './define';

/** A suggestion as the owner reads it in the inbox. */
export const InboxSuggestionSchema = z
  .strictObject({
    id: z.string(),
    placeName: z.string(),
    location: z.string(),
    reason: z.string(),
    name: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
    /** The place the owner made from it ("Added"), or null. */
    addedLocationId: z.number().int().nullable(),
  })
  .meta({ id: 'InboxSuggestion' });

const IdParams = z.object({ id: InboxIdSchema });
const WHAT = 'That suggestion';

export const suggestionsApi = {
  create: defineRoute({
    method: 'POST',
    path: '/api/suggestions',
    tag: 'Suggestions',
    summary: 'A visitor suggests a place (rate limited; the honeypot `website` must stay empty). Idempotent.',
    access: 'anyone',
    body: SuggestionSchema.meta({ id: 'Suggestion' }),
    response: z.strictObject({ id: z.string() }),
    status: 201,
    headers: ['Idempotency-Key'],
    errors: ['invalid_input', 'rejected', 'in_progress'],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/suggestions',
    tag: 'Suggestions',
    summary: "The visitors' suggestions, newest first.",
    access: 'owner',
    response: z.array(InboxSuggestionSchema),
    errors: [],
  }),
  setRead: defineRoute({
    method: 'PATCH',
    path: '/api/suggestions/:id',
    tag: 'Suggestions',
    summary: 'Marks a suggestion read or unread.',
    access: 'owner',
    params: IdParams,
    notFound: WHAT,
    body: ReadPatchSchema.meta({ id: 'ReadPatch' }),
    response: NO_CONTENT,
    status: 204,
    errors: ['invalid_input', 'not_found'],
  }),
  markAdded: defineRoute({
    method: 'POST',
    path: '/api/suggestions/:id/added',
    tag: 'Suggestions',
    summary: 'The owner made a place from this suggestion: the inbox marks it "Added" and links to it.',
    access: 'owner',
    params: IdParams,
    notFound: WHAT,
    body: SuggestionAddedSchema.meta({ id: 'SuggestionAdded' }),
    response: NO_CONTENT,
    status: 204,
    errors: ['invalid_input', 'not_found'],
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/suggestions/:id',
    tag: 'Suggestions',
    summary: 'Deletes a suggestion.',
    access: 'owner',
    params: IdParams,
    notFound: WHAT,
    response: NO_CONTENT,
    status: 204,
    errors: ['not_found'],
  }),
};
