import { z } from './zod';
import { LIMITS, MESSAGE_TYPES, type MessageType } from './forms';
import { formatCount } from './format-count';
import { NO_NUL, NUL_MESSAGE } from './location-schema';

const MESSAGE_TYPE_VALUES = MESSAGE_TYPES.map((entry) => entry.type) as [MessageType, ...MessageType[]];

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
    .max(max, `${label} is at most ${formatCount(max)} characters`)
    .refine(NO_NUL, NUL_MESSAGE);
}

function optionalText(label: string, max: number) {
  return text(label)
    .trim()
    .max(max, `${label} is at most ${formatCount(max)} characters`)
    .refine(NO_NUL, NUL_MESSAGE)
    .optional();
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

export const WaitlistSchema = z.strictObject({
  // Stored lowercased, so the same address typed twice is one subscriber.
  email: email().toLowerCase(),
  website: honeypot,
});

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

/** Body of POST /api/suggestions/:id/added: the place the owner made from the suggestion. */
export const SuggestionAddedSchema = z.strictObject({
  locationId: z
    .number({ error: 'locationId must be the id of a place' })
    .int('locationId must be the id of a place')
    .positive('locationId must be the id of a place')
    .max(Number.MAX_SAFE_INTEGER, 'locationId must be the id of a place'),
});

export const ReadPatchSchema = z.strictObject({
  read: z.boolean({ error: 'read must be true or false' }),
});

const StoredAt = z.string().meta({ description: 'When it arrived (ISO 8601)' });

/** A message from the contact form, as the owner reads it in the inbox. */
export const InboxMessageSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    type: z.enum(MESSAGE_TYPE_VALUES),
    subject: z.string(),
    message: z.string(),
    read: z.boolean(),
    createdAt: StoredAt,
  })
  .meta({ id: 'InboxMessage' });

/** A waitlist subscriber, as the owner reads them in the inbox. */
export const WaitlistEntrySchema = z
  .strictObject({ id: z.string(), email: z.string(), read: z.boolean(), createdAt: StoredAt })
  .meta({ id: 'WaitlistEntry' });

/** GET /api/inbox/unread: what the owner's avatar counts. */
export const InboxUnreadSchema = z
  .strictObject({
    messages: z.number().int().nonnegative(),
    suggestions: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'InboxUnread' });
