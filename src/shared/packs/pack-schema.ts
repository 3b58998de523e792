import { z } from '../zod';
import { NO_NUL, NUL_MESSAGE } from '../location-schema';
import { TripSchema } from '../trips/trip-schema';
import { PACK_CURRENCIES, PACK_LIMITS, PACK_PREVIEW_KINDS, PACK_STATUSES } from './pack';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .refine(NO_NUL, NUL_MESSAGE);

const price = z
  .int({ error: 'price is a whole number in the currency’s minor unit (cents)' })
  .min(PACK_LIMITS.priceMin, `price is at least ${PACK_LIMITS.priceMin} (in cents)`)
  .max(PACK_LIMITS.priceMax, `price is at most ${PACK_LIMITS.priceMax.toLocaleString('en-US')} (in cents)`);

const packFields = {
  title: text('Title', PACK_LIMITS.titleMax).min(1, 'Title is required'),
  slug: z
    .string({ error: 'The link name must be text' })
    .trim()
    .max(PACK_LIMITS.slugMax, `The link name is at most ${PACK_LIMITS.slugMax} characters`)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The link name is lowercase letters, digits and dashes'),
  description: text('The description', PACK_LIMITS.descriptionMax),
  included: z
    .array(text('An included item', PACK_LIMITS.includedItemMax).min(1, 'An included item is not empty'), {
      error: 'included is a list of short texts',
    })
    .max(PACK_LIMITS.includedItemsMax, `included has at most ${PACK_LIMITS.includedItemsMax} items`),
  price,
  currency: z.enum(PACK_CURRENCIES, { error: `currency is one of ${PACK_CURRENCIES.join(', ')}` }),
  previewKind: z.enum(PACK_PREVIEW_KINDS, { error: 'previewKind is first_day or first_stops' }),
  previewStops: z
    .int({ error: 'previewStops is a whole number' })
    .min(1, 'previewStops is at least 1')
    .max(PACK_LIMITS.previewStopsMax, `previewStops is at most ${PACK_LIMITS.previewStopsMax}`),
};

/** Body of POST /api/packs: a pack made from a trip (its title and summary unless given). */
export const PackCreateSchema = z
  .strictObject({
    tripId: z.int({ error: 'tripId names a trip by its id' }).min(1).max(2_147_483_647),
    title: packFields.title.optional(),
    slug: packFields.slug.optional(),
    description: packFields.description.optional(),
    included: packFields.included.default([]),
    price: packFields.price,
    currency: packFields.currency.default('usd'),
    previewKind: packFields.previewKind.default('first_day'),
    previewStops: packFields.previewStops.default(3),
  })
  .meta({ id: 'PackCreate' });

/** Body of PATCH /api/packs/:id: the fields sent change (If-Match). */
export const PackPatchSchema = z
  .strictObject({
    title: packFields.title.optional(),
    slug: packFields.slug.optional(),
    description: packFields.description.optional(),
    included: packFields.included.optional(),
    price: packFields.price.optional(),
    currency: packFields.currency.optional(),
    previewKind: packFields.previewKind.optional(),
    previewStops: packFields.previewStops.optional(),
  })
  .meta({ id: 'PackPatch' });

/** Body of POST /api/packs/:id/releases: the change note buyers read. */
export const PackReleaseCreateSchema = z
  .strictObject({
    note: text('The change note', PACK_LIMITS.changeNoteMax).min(1, 'The change note is required'),
  })
  .meta({ id: 'PackReleaseCreate' });

export const PackReleaseSchema = z
  .strictObject({
    id: z.int(),
    /** 1 for v1, 2 for v2… */
    number: z.int(),
    note: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'PackRelease' });

const publicFields = {
  id: z.int(),
  slug: z.string(),
  /** Its page: /trip-packs/4-japan-by-rail. */
  path: z.string(),
  title: z.string(),
  description: z.string(),
  included: z.array(z.string()),
  price: z.int(),
  currency: z.string(),
  /** The price as read: "$39.00". */
  priceLabel: z.string(),
  coverPhoto: z.string().nullable(),
  dayCount: z.int(),
  stopCount: z.int(),
  countries: z.array(z.string()),
  /** The latest release's number (0 before the first). */
  releaseNumber: z.int(),
  /** When the pack itself last changed (its price, title, preview…). */
  updatedAt: z.string(),
};

/** One pack on sale, as /trip-packs lists it. */
export const PackCardSchema = z.strictObject(publicFields).meta({ id: 'PackCard' });

/** GET /api/packs: the packs on sale, and whether Buy can work (no Stripe keys: it cannot). */
export const PackListSchema = z
  .strictObject({
    checkoutAvailable: z.boolean(),
    /** What to say when it cannot: "Trip packs are not on sale yet." */
    checkoutMessage: z.string().nullable(),
    packs: z.array(PackCardSchema),
  })
  .meta({ id: 'PackList' });

/**
 * One pack's page: the free preview only (the first day, or the first N stops, cut from the
 * latest release's frozen trip); nothing else of the trip is sent.
 */
export const PackPublicSchema = z
  .strictObject({
    ...publicFields,
    status: z.enum(PACK_STATUSES),
    previewKind: z.enum(PACK_PREVIEW_KINDS),
    preview: z.strictObject({
      days: TripSchema.shape.days,
      /** How many of the stops and days are left for buyers. */
      hiddenStops: z.int(),
      hiddenDays: z.int(),
    }),
    checkoutAvailable: z.boolean(),
    checkoutMessage: z.string().nullable(),
  })
  .meta({ id: 'PackPublic' });

/** A pack as its owner edits it; its version is the ETag. */
export const PackSchema = z
  .strictObject({
    id: z.int(),
    /** The trip it sells (null when that trip was deleted for good: its releases remain). */
    tripId: z.int().nullable(),
    tripTitle: z.string().nullable(),
    slug: z.string(),
    path: z.string(),
    title: z.string(),
    description: z.string(),
    included: z.array(z.string()),
    price: z.int(),
    currency: z.enum(PACK_CURRENCIES),
    priceLabel: z.string(),
    previewKind: z.enum(PACK_PREVIEW_KINDS),
    previewStops: z.int(),
    status: z.enum(PACK_STATUSES),
    releases: z.array(PackReleaseSchema),
    orderCount: z.int(),
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    onSaleAt: z.string().nullable(),
    retiredAt: z.string().nullable(),
  })
  .meta({ id: 'Pack' });

export type PackCreate = z.input<typeof PackCreateSchema>;
export type PackCreateParsed = z.output<typeof PackCreateSchema>;
export type PackPatch = z.output<typeof PackPatchSchema>;
export type Pack = z.output<typeof PackSchema>;
export type PackCard = z.output<typeof PackCardSchema>;
export type PackList = z.output<typeof PackListSchema>;
export type PackPublic = z.output<typeof PackPublicSchema>;
export type PackRelease = z.output<typeof PackReleaseSchema>;
