import { z } from 'zod';
import { TRIP_STATES, TRIP_VISIBILITIES } from '#shared/trips/trip.ts';
import { TripDayInputSchema, TripRevisionSchema } from '#shared/trips/trip-schema.ts';

// The rows of the trips' tables (migration 0012-trips) as the database holds them, as rows.ts has
// the places'. The JSON held in text columns (a trip's days, a track's points, a revision's
// values) is checked too: a restored trip must open as it did.

const id = z.number().int().min(1);
const time = z.string().min(1);
const version = z.number().int().min(1);

/** Text holding JSON that `schema` accepts. */
const jsonText = (schema: z.ZodType, what: string) =>
  z.string().refine((text) => {
    try {
      return schema.safeParse(JSON.parse(text)).success;
    } catch {
      return false;
    }
  }, `Not ${what}`);

const JsonObject = z.record(z.string(), z.unknown());

export const TripRowSchema = z.strictObject({
  id,
  slug: z.string().min(1),
  title: z.string().min(1),
  summary: z.string(),
  coverPhoto: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  state: z.enum(TRIP_STATES),
  visibility: z.enum(TRIP_VISIBILITIES),
  days: jsonText(z.array(TripDayInputSchema), 'the days of a trip'),
  version,
  createdAt: time,
  updatedAt: time,
  deletedAt: time.nullable(),
});

export const TripPlaceRowSchema = z.strictObject({
  tripId: id,
  placeId: id,
  position: z.number().int().min(0),
});

export const TripRevisionRowSchema = z.strictObject({
  id,
  tripId: id,
  action: TripRevisionSchema.shape.action,
  actor: z.string(),
  createdAt: time,
  fields: jsonText(z.array(z.string()), 'a list of fields'),
  before: jsonText(JsonObject, 'the values of a trip').nullable(),
  after: jsonText(JsonObject, 'the values of a trip').nullable(),
  version,
});

export const TripLinkRowSchema = z.strictObject({
  id,
  tripId: id,
  name: z.string(),
  token: z.string().min(1),
  createdAt: time,
  expiresAt: time.nullable(),
  revokedAt: time.nullable(),
});

const Point = z.tuple([z.number(), z.number()]);

export const TripTrackRowSchema = z.strictObject({
  id,
  tripId: id,
  dayIndex: z.number().int().min(0).nullable(),
  name: z.string(),
  points: jsonText(z.array(z.array(Point)), 'the points of a track'),
  pointCount: z.number().int().min(0),
  distanceKm: z.number().min(0),
  createdAt: time,
});
