import { z } from '../zod';
import { NO_NUL, NUL_MESSAGE, PhotoLinkSchema, VisitedAtSchema } from '../location-schema';
import { TRANSPORT_MODES, TRIP_LIMITS, TRIP_STATES, TRIP_VISIBILITIES } from './trip';

const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is at most ${max} characters`).refine(NO_NUL, NUL_MESSAGE);

/** A day's date, a trip's start or end: YYYY-MM-DD, a real date, or null. */
export const TripDateSchema = VisitedAtSchema;

/** A time of day, 24 h: "07:45". */
export const TimeOfDaySchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Use the time format HH:MM (24 hours)')
  .nullable();

export const TransportModeSchema = z.enum(TRANSPORT_MODES, {
  error: `The way on is one of ${TRANSPORT_MODES.join(', ')}`,
});

export const TripStateSchema = z.enum(TRIP_STATES, { error: 'State must be planned, ongoing or done' });
export const TripVisibilitySchema = z.enum(TRIP_VISIBILITIES, {
  error: 'Visibility must be public, unlisted or private',
});

/** A stop as the editor sends it: the place by id, and what is the stop's own. */
export const TripStopInputSchema = z.strictObject({
  placeId: z.int({ error: 'A stop names a place by its id' }).min(1).max(2_147_483_647),
  note: text('A stop’s note', TRIP_LIMITS.stopNoteMax).default(''),
  arriveAt: TimeOfDaySchema.default(null),
  leaveAt: TimeOfDaySchema.default(null),
  /** How the traveller went on to the next stop (the last stop of the trip: null). */
  modeToNext: TransportModeSchema.nullable().default(null),
});

export const TripDayInputSchema = z.strictObject({
  date: TripDateSchema.default(null),
  title: text('A day’s title', TRIP_LIMITS.dayTitleMax).default(''),
  notes: z
    .string()
    .max(TRIP_LIMITS.dayNotesMax, `A day’s notes are at most ${TRIP_LIMITS.dayNotesMax} characters`)
    .refine(NO_NUL, NUL_MESSAGE)
    .default(''),
  stops: z.array(TripStopInputSchema, { error: 'stops is a list' }).default([]),
});

const DaysSchema = z
  .array(TripDayInputSchema, { error: 'days is a list of days' })
  .max(TRIP_LIMITS.daysMax, `A trip has at most ${TRIP_LIMITS.daysMax} days`)
  .refine(
    (days) => days.reduce((sum, day) => sum + day.stops.length, 0) <= TRIP_LIMITS.stopsMax,
    `A trip has at most ${TRIP_LIMITS.stopsMax.toLocaleString('en-US')} stops`,
  );

const tripFields = {
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(TRIP_LIMITS.titleMax, `Title is at most ${TRIP_LIMITS.titleMax} characters`)
    .refine(NO_NUL, NUL_MESSAGE),
  /** Lowercase letters, digits and dashes; made from the title when not given. */
  slug: z
    .string()
    .trim()
    .max(TRIP_LIMITS.slugMax, `The link name is at most ${TRIP_LIMITS.slugMax} characters`)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The link name is lowercase letters, digits and dashes'),
  /** Paragraphs of plain text, separated by blank lines. */
  summary: z
    .string()
    .max(TRIP_LIMITS.summaryMax, `The summary is at most ${TRIP_LIMITS.summaryMax} characters`)
    .refine(NO_NUL, NUL_MESSAGE),
  coverPhoto: PhotoLinkSchema.nullable(),
  startDate: TripDateSchema,
  endDate: TripDateSchema,
  state: TripStateSchema,
  visibility: TripVisibilitySchema,
  days: DaysSchema,
};

const datesInOrder = (trip: { startDate?: string | null; endDate?: string | null }) =>
  !trip.startDate || !trip.endDate || trip.startDate <= trip.endDate;
const DATES_MESSAGE = { message: 'The trip cannot end before it starts', path: ['endDate'] };

/** Body of POST /api/trips. Unknown fields are refused. */
export const TripCreateSchema = z
  .strictObject({
    title: tripFields.title,
    slug: tripFields.slug.optional(),
    summary: tripFields.summary.default(''),
    coverPhoto: tripFields.coverPhoto.default(null),
    startDate: tripFields.startDate.default(null),
    endDate: tripFields.endDate.default(null),
    state: tripFields.state.default('planned'),
    visibility: tripFields.visibility.default('private'),
    days: tripFields.days.default([]),
  })
  .refine(datesInOrder, DATES_MESSAGE)
  .meta({ id: 'TripCreate' });

/** Body of PATCH /api/trips/:id: the fields sent change; `days`, when sent, replaces them all. */
export const TripPatchSchema = z
  .strictObject({
    title: tripFields.title.optional(),
    slug: tripFields.slug.optional(),
    summary: tripFields.summary.optional(),
    coverPhoto: tripFields.coverPhoto.optional(),
    startDate: tripFields.startDate.optional(),
    endDate: tripFields.endDate.optional(),
    state: tripFields.state.optional(),
    visibility: tripFields.visibility.optional(),
    days: tripFields.days.optional(),
  })
  .refine(datesInOrder, DATES_MESSAGE)
  .meta({ id: 'TripPatch' });

/** The place a stop is at, as a trip shows it. */
export const TripPlaceSchema = z.strictObject({
  id: z.int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  country: z.string(),
  state: z.string().nullable(),
  type: z.string(),
  status: z.string(),
  /** Its first photo, or null. */
  photo: z.string().nullable(),
  /** Its page: /places/3-yosemite-national-park. */
  path: z.string(),
  /** Only the owner sees private places in a trip; a visitor's trip leaves their stops out. */
  isPrivate: z.boolean(),
});

export const TripStopSchema = z.strictObject({
  placeId: z.int(),
  note: z.string(),
  arriveAt: z.string().nullable(),
  leaveAt: z.string().nullable(),
  modeToNext: TransportModeSchema.nullable(),
  place: TripPlaceSchema,
});

export const TripDaySchema = z.strictObject({
  date: z.string().nullable(),
  title: z.string(),
  notes: z.string(),
  stops: z.array(TripStopSchema),
});

/** A route line kept with a trip: the whole file's points are kept, a simplified copy is drawn. */
export const TripTrackSchema = z
  .strictObject({
    id: z.int(),
    name: z.string(),
    /** The day it belongs to (0-based), or null for the whole trip. */
    dayIndex: z.int().nullable(),
    pointCount: z.int(),
    distanceKm: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'TripTrack' });

/** The facts a card and a page show, computed from the stops and tracks. */
const tripFigures = {
  dayCount: z.int(),
  stopCount: z.int(),
  /** Country names of the stops, in the order first reached. */
  countries: z.array(z.string()),
  /** Tracks where there are, stop to stop (great circle) elsewhere. */
  distanceKm: z.number(),
};

/** A trip as GET /api/trips/:id answers it (a visitor: public trips, public places only). */
export const TripSchema = z
  .strictObject({
    id: z.int(),
    slug: z.string(),
    /** Its page: /trips/12-japan-by-rail. */
    path: z.string(),
    title: z.string(),
    summary: z.string(),
    coverPhoto: z.string().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    state: TripStateSchema,
    visibility: TripVisibilitySchema,
    days: z.array(TripDaySchema),
    tracks: z.array(TripTrackSchema),
    ...tripFigures,
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Trip' });

/** One card of /trips (GET /api/trips). */
export const TripCardSchema = z
  .strictObject({
    id: z.int(),
    slug: z.string(),
    path: z.string(),
    title: z.string(),
    coverPhoto: z.string().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    state: TripStateSchema,
    visibility: TripVisibilitySchema,
    ...tripFigures,
    updatedAt: z.string(),
  })
  .meta({ id: 'TripCard' });

const LineGeometry = z.strictObject({
  type: z.literal('LineString'),
  /** [longitude, latitude] pairs, as GeoJSON has them. */
  coordinates: z.array(z.tuple([z.number(), z.number()])),
});

/** The lines a trip's map draws: its tracks simplified for the zoom, and legs between stops. */
export const TripRouteSchema = z
  .strictObject({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.strictObject({
        type: z.literal('Feature'),
        geometry: LineGeometry,
        properties: z.strictObject({
          /** A recorded track, or a leg from stop to stop (a flight: a great-circle arc). */
          kind: z.enum(['track', 'leg']),
          dayIndex: z.int().nullable(),
          mode: TransportModeSchema.nullable(),
          trackId: z.int().nullable(),
        }),
      }),
    ),
  })
  .meta({ id: 'TripRoute' });

/** A link that opens an unlisted (or private) trip without an account, until revoked or expired. */
export const TripLinkSchema = z
  .strictObject({
    id: z.int(),
    name: z.string(),
    token: z.string(),
    /** /t/<token> */
    path: z.string(),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    state: z.enum(['active', 'expired', 'revoked']),
  })
  .meta({ id: 'TripLink' });

export const TripLinkCreateSchema = z
  .strictObject({
    name: text('The link’s name', TRIP_LIMITS.linkNameMax).default(''),
    /** An ISO date-time in the future, or null for a link that does not expire. */
    expiresAt: z.iso
      .datetime({ offset: true, error: 'Expiry is a date and time (ISO 8601)' })
      .refine((value) => Date.parse(value) > Date.now(), 'Expiry must be in the future')
      .nullable()
      .default(null),
  })
  .meta({ id: 'TripLinkCreate' });

/** One entry of a trip's history, newest first. */
export const TripRevisionSchema = z
  .strictObject({
    id: z.int(),
    action: z.enum(['create', 'update', 'delete', 'restore', 'revert', 'import']),
    actor: z.string(),
    createdAt: z.string(),
    fields: z.array(z.string()),
    before: z.looseObject({}).nullable(),
    after: z.looseObject({}).nullable(),
    version: z.int(),
  })
  .meta({ id: 'TripRevision' });

export type TripCreate = z.input<typeof TripCreateSchema>;
export type TripCreateParsed = z.output<typeof TripCreateSchema>;
export type TripPatch = z.output<typeof TripPatchSchema>;
export type TripDayInput = z.input<typeof TripDayInputSchema>;
export type TripStopInput = z.input<typeof TripStopInputSchema>;
export type Trip = z.output<typeof TripSchema>;
export type TripDay = z.output<typeof TripDaySchema>;
export type TripStop = z.output<typeof TripStopSchema>;
export type TripPlace = z.output<typeof TripPlaceSchema>;
export type TripTrack = z.output<typeof TripTrackSchema>;
export type TripCard = z.output<typeof TripCardSchema>;
export type TripRoute = z.output<typeof TripRouteSchema>;
export type TripLink = z.output<typeof TripLinkSchema>;
export type TripRevision = z.output<typeof TripRevisionSchema>;
