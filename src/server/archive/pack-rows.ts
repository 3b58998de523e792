import { z } from 'zod';
import {
  LINK_STATES,
  ORDER_STATUSES,
  PACK_CURRENCIES,
  PACK_PREVIEW_KINDS,
  PACK_STATUSES,
} from '#shared/packs/pack.ts';

// The rows of the trip packs' tables (migration 0014-packs) as the database holds them, as
// trip-rows.ts has the trips'. Orders, releases, the events handled and the library tokens' hashes
// move with the site: a buyer's link still opens after a move, and an event is still handled once.
// The download-signing key (pack_secrets) stays behind: the new site makes its own.

const id = z.number().int().min(1);
const time = z.string().min(1);

const jsonText = (schema: z.ZodType, what: string) =>
  z.string().refine((text) => {
    try {
      return schema.safeParse(JSON.parse(text)).success;
    } catch {
      return false;
    }
  }, `Not ${what}`);

export const PackRowSchema = z.strictObject({
  id,
  tripId: id.nullable(),
  slug: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  included: jsonText(z.array(z.string()), 'the list of what a pack includes'),
  price: z.number().int().min(1),
  currency: z.enum(PACK_CURRENCIES),
  previewKind: z.enum(PACK_PREVIEW_KINDS),
  previewStops: z.number().int().min(1),
  status: z.enum(PACK_STATUSES),
  version: z.number().int().min(1),
  createdAt: time,
  updatedAt: time,
  onSaleAt: time.nullable(),
  retiredAt: time.nullable(),
});

export const PackReleaseRowSchema = z.strictObject({
  id,
  packId: id,
  number: z.number().int().min(1),
  note: z.string(),
  snapshot: jsonText(
    z.object({ trip: z.object({ days: z.array(z.unknown()) }), tracks: z.array(z.unknown()) }),
    'a frozen trip',
  ),
  createdAt: time,
});

export const PackOrderRowSchema = z.strictObject({
  id,
  packId: id,
  releaseId: id,
  buyerEmail: z.string().min(3),
  amount: z.number().int().min(0),
  currency: z.string().length(3),
  stripeSessionId: z.string().min(1),
  stripePaymentIntent: z.string().nullable(),
  stripeEventId: z.string().min(1),
  status: z.enum(ORDER_STATUSES),
  updatesOptOut: z.number().int().min(0).max(1),
  linkState: z.enum(LINK_STATES),
  createdAt: time,
  refundedAt: time.nullable(),
});

export const PackEventRowSchema = z.strictObject({
  eventId: z.string().min(1),
  type: z.string().min(1),
  processedAt: time,
});

export const LibraryTokenRowSchema = z.strictObject({
  id,
  orderId: id,
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  createdAt: time,
  revokedAt: time.nullable(),
});

export const LibraryRequestRowSchema = z.strictObject({
  id,
  email: z.string().min(1),
  orderId: id.nullable(),
  reason: z.enum(['order_paid', 'resend']),
  createdAt: time,
  handledAt: time.nullable(),
});
