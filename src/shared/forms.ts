import { z } from './zod';
import { NO_NUL, NUL_MESSAGE } from './location-schema';

// The public forms (contact, waitlist, suggestions): one schema each, used by the client
// form before sending and by the server route before storing.

export const MESSAGE_TYPES = [
  { type: 'general', label: 'General Question' },
  { type: 'suggestion', label: 'Location Suggestion' },
  { type: 'feedback', label: 'Feedback' },
  { type: 'business', label: 'Business Inquiry' },
  { type: 'technical', label: 'Technical Issue' },
  { type: 'collaboration', label: 'Collaboration' },
] as const;

export type MessageType = (typeof MESSAGE_TYPES)[number]['type'];

const MESSAGE_TYPE_VALUES = MESSAGE_TYPES.map((entry) => entry.type) as [MessageType, ...MessageType[]];

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

function text(label: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
  });
}

// Stored text refuses NUL: PostgreSQL cannot store it (an insert would fail with a 500).
function requiredText(label: string, max: number) {
  return text(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`)
    .refine(NO_NUL, NUL_MESSAGE);
}

function optionalText(label: string, max: number) {
  return text(label).trim().max(max, `${label} is at most ${max} characters`).refine(NO_NUL, NUL_MESSAGE).optional();
}

function email(label = 'Email') {
  return text(label)
    .trim()
    .max(LIMITS.email, `${label} is at most ${LIMITS.email} characters`)
    .email('Enter a valid email address');
}

/** Bots fill every input they find; people never see this one. */
const honeypot = text('website').max(LIMITS.website, 'Not accepted').optional();

export const MessageSchema = z.strictObject({
  name: requiredText('Name', LIMITS.name),
  email: email(),
  type: z.enum(MESSAGE_TYPE_VALUES, {
    error: (issue) =>
      issue.input === undefined ? 'Type is required' : 'Choose one of the listed message types',
  }),
  subject: requiredText('Subject', LIMITS.subject),
  message: requiredText('Message', LIMITS.message),
  website: honeypot,
});

export type MessageInput = z.input<typeof MessageSchema>;

export const WaitlistSchema = z.strictObject({
  // Stored lowercased, so the same address typed twice is one subscriber.
  email: email().toLowerCase(),
  website: honeypot,
});

export type WaitlistInput = z.input<typeof WaitlistSchema>;

export const LeaveWaitlistSchema = z.strictObject({
  token: requiredText('Token', LIMITS.token),
});

export const SuggestionSchema = z.strictObject({
  placeName: requiredText('Place name', LIMITS.placeName),
  location: optionalText('Location', LIMITS.location),
  reason: optionalText('Reason', LIMITS.reason),
  name: optionalText('Your name', LIMITS.name),
  website: honeypot,
});

export type SuggestionInput = z.input<typeof SuggestionSchema>;

export const ReadPatchSchema = z.strictObject({
  read: z.boolean({ error: 'read must be true or false' }),
});

/** What the owner reads in the inbox. */
export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  type: MessageType;
  subject: string;
  message: string;
  read: boolean;
  createdAt: string;
}

export interface InboxSuggestion {
  id: string;
  placeName: string;
  location: string;
  reason: string;
  name: string;
  read: boolean;
  createdAt: string;
}

export interface WaitlistEntry {
  id: string;
  email: string;
  read: boolean;
  createdAt: string;
}

/** Field messages of a failed parse, keyed by field name (the same keys the server answers with). */
export function formErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') continue;
    const key = issue.path.length > 0 ? issue.path.join('.') : 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}
