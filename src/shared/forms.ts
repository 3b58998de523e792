import type { z } from 'zod';
import type {
  InboxMessageSchema,
  InboxUnreadSchema,
  MessageSchema,
  SuggestionSchema,
  WaitlistEntrySchema,
  WaitlistSchema,
} from './forms-schema';
import type { InboxSuggestionSchema } from './api/suggestions';

// The public forms (contact, waitlist, suggestions): constants and types. Their schemas (one
// each, used by the client form before sending and by the server route before storing) are in
// forms-schema.ts, which the client loads with the first submit.

export const MESSAGE_TYPES = [
  { type: 'general', label: 'General Question' },
  { type: 'suggestion', label: 'Location Suggestion' },
  { type: 'feedback', label: 'Feedback' },
  { type: 'business', label: 'Business Inquiry' },
  { type: 'technical', label: 'Technical Issue' },
  { type: 'collaboration', label: 'Collaboration' },
] as const;

export type MessageType = (typeof MESSAGE_TYPES)[number]['type'];

export function messageTypeLabel(type: string): string {
  return MESSAGE_TYPES.find((entry) => entry.type === type)?.label ?? type;
}

export const LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
  placeName: 200,
  location: 200,
  reason: 2000,
  /** The honeypot is never shown to people; anything in it marks a bot. */
  website: 500,
  token: 200,
} as const;

/** The longest subject and message the owner's email to the waitlist may have (api/mail.ts). */
export const CAMPAIGN_LIMITS = { subject: 200, message: 10_000 } as const;

/** What the owner reads in the inbox. */
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

/** A visitor's suggestion as the owner reads it (GET /api/suggestions). */
export type InboxSuggestion = z.output<typeof InboxSuggestionSchema>;

/** GET /api/inbox/unread: what the owner's avatar counts. */
export type InboxUnread = z.infer<typeof InboxUnreadSchema>;

export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

export type MessageInput = z.input<typeof MessageSchema>;
export type WaitlistInput = z.input<typeof WaitlistSchema>;
export type SuggestionInput = z.input<typeof SuggestionSchema>;
