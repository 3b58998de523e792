import { z } from '../zod';
import { LocationIdSchema } from '../ids';
import { TRIP_EXPORT_FORMATS, TRIP_EXPORT_TYPES } from '../trips/trip';
import {
  TripCardSchema,
  TripCreateSchema,
  TripLinkCreateSchema,
  TripLinkSchema,
  TripPatchSchema,
  TripRevisionSchema,
  TripRouteSchema,
  TripSchema,
  TripTrackSchema,
  TransportModeSchema,
} from '../trips/trip-schema';
import { defineRoute, file, NO_CONTENT } from './define';
import { NoOptions } from './trash';

const tag = 'Trips';
const WHAT = 'That trip';

const TripIdParams = z.object({ id: LocationIdSchema });
const TrackParams = z.object({ id: LocationIdSchema, trackId: LocationIdSchema });
const LinkParams = z.object({ id: LocationIdSchema, linkId: LocationIdSchema });
const RevisionParams = z.object({ id: LocationIdSchema, revisionId: LocationIdSchema });
/** A share link's token: 22 to 64 URL-safe characters. */
const TokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/) });

const ExportQuery = z.strictObject({
  format: z.enum(TRIP_EXPORT_FORMATS, { error: `format is one of ${TRIP_EXPORT_FORMATS.join(', ')}` }),
});
const EXPORT_FILE = file(...(Object.values(TRIP_EXPORT_TYPES) as [string, ...string[]]));

const ZoomSchema = z
  .string()
  .regex(/^\d{1,2}$/, 'zoom is a whole number from 0 to 20')
  .transform(Number)
  .pipe(z.int().min(0, 'zoom is from 0 to 20').max(20, 'zoom is from 0 to 20'));

/** The zoom a route is drawn at: the tracks are simplified to what it can show. */
const RouteQuery = z.strictObject({ zoom: ZoomSchema.optional() });

const BBOX_MESSAGE = 'bbox is west,south,east,north in degrees';
/** The part of the world the home map shows: west,south,east,north (west may exceed east past 180). */
const BboxSchema = z
  .string()
  .max(100, BBOX_MESSAGE)
  .transform((text) => text.split(',').map(Number))
  .pipe(
    z
      .tuple(
        [
          z.number().min(-540).max(540),
          z.number().min(-90).max(90),
          z.number().min(-540).max(540),
          z.number().min(-90).max(90),
        ],
        {
          error: BBOX_MESSAGE,
        },
      )
      .refine(([west, south, east, north]) => west <= east && south <= north, BBOX_MESSAGE),
  );

/** The home map's trips layer: the zoom it is drawn at, and (zoomed in) the part of the world shown. */
const LinesQuery = z.strictObject({ zoom: ZoomSchema, bbox: BboxSchema.optional() });

/** Every public trip's lines for the home map; each line names its trip, for its popup. */
export const TripLinesSchema = z
  .strictObject({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.strictObject({
        type: z.literal('Feature'),
        geometry: z.strictObject({
          type: z.literal('LineString'),
          coordinates: z.array(z.tuple([z.number(), z.number()])),
        }),
        properties: z.strictObject({
          tripId: z.int(),
          title: z.string(),
          /** The trip's page. */
          path: z.string(),
          kind: z.enum(['track', 'leg']),
          mode: TransportModeSchema.nullable(),
        }),
      }),
    ),
  })
  .meta({ id: 'TripLines' });
export type TripLines = z.output<typeof TripLinesSchema>;

/** Where a track file goes: the whole trip, or one day (0-based); its name (the file's, when not given). */
const TrackQuery = z.strictObject({
  day: z
    .string()
    .regex(/^\d{1,3}$/, 'day is a day’s position in the trip, from 0')
    .transform(Number)
    .optional(),
  name: z.string().max(200, 'name is at most 200 characters').optional(),
});

const TrackFileTypes =
  'application/gpx+xml, application/vnd.google-earth.kml+xml, application/geo+json, application/json';

/** The trips: public ones read by anyone, unlisted ones through share links, all written by the owner. */
export const tripsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/trips',
    tag,
    summary: 'Every trip as a card, newest first (a visitor: public trips only).',
    access: 'anyone',
    response: z.array(TripCardSchema),
    headers: ['ETag', 'If-None-Match', 'Vary'],
    errors: [],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/trips/:id',
    tag,
    summary:
      'One trip in full, days and stops with their places; its version is the ETag. A visitor gets public trips, without stops at private places.',
    access: 'anyone',
    params: TripIdParams,
    notFound: WHAT,
    response: TripSchema,
    headers: ['ETag', 'Vary'],
    errors: ['not_found'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/trips',
    tag,
    summary: 'Makes a trip (from nothing, or from places: one day with them as stops).',
    access: 'owner',
    body: TripCreateSchema,
    response: TripSchema,
    status: 201,
    headers: ['Idempotency-Key', 'ETag'],
    errors: ['invalid_input', 'in_progress'],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/trips/:id',
    tag,
    summary:
      'Changes the fields sent (days, when sent, replace them all); with If-Match, a trip changed since answers 409 with the current trip.',
    access: 'owner',
    params: TripIdParams,
    notFound: WHAT,
    body: TripPatchSchema,
    response: TripSchema,
    headers: ['If-Match', 'ETag'],
    errors: ['not_found', 'invalid_input', 'conflict'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/trips/:id',
    tag,
    summary: 'Moves a trip to the trash (POST /api/trips/:id/restore brings it back); its places stay.',
    access: 'owner',
    params: TripIdParams,
    notFound: WHAT,
    response: NO_CONTENT,
    status: 204,
    headers: ['If-Match'],
    errors: ['not_found', 'conflict'],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/trips/:id/restore',
    tag,
    summary: 'Brings a trip back from the trash with its days, tracks, links and history.',
    access: 'owner',
    params: TripIdParams,
    notFound: 'That trip in the trash',
    body: NoOptions,
    bodyOptional: true,
    response: TripSchema,
    headers: ['ETag'],
    errors: ['not_found', 'invalid_input'],
  }),
  trash: defineRoute({
    method: 'GET',
    path: '/api/trips/trash',
    tag,
    summary: 'The trips in the trash, newest first, each with when it went there.',
    access: 'owner',
    response: z.array(TripCardSchema.extend({ deletedAt: z.string() })),
    errors: [],
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/trips/:id/history',
    tag,
    summary: "A trip's changes, newest first: the fields, before and after.",
    access: 'owner',
    params: TripIdParams,
    notFound: WHAT,
    response: z.array(TripRevisionSchema),
    errors: ['not_found'],
  }),
  restoreRevision: defineRoute({
    method: 'POST',
    path: '/api/trips/:id/history/:revisionId/restore',
    tag,
    summary: "The trip takes back that revision's values, as a change of its own.",
    access: 'owner',
    params: RevisionParams,
    notFound: 'That version of the trip',
    body: NoOptions,
    bodyOptional: true,
    response: TripSchema,
    headers: ['If-Match', 'ETag'],
    errors: ['not_found', 'invalid_input', 'conflict'],
  }),
  route: defineRoute({
    method: 'GET',
    path: '/api/trips/:id/route',
    tag,
    summary:
      "The lines a trip's map draws: its tracks simplified for ?zoom=, and legs from stop to stop where there is no track (flights as great-circle arcs).",
    access: 'anyone',
    params: TripIdParams,
    notFound: WHAT,
    query: RouteQuery,
    queryMessage: 'The zoom is not valid.',
    response: TripRouteSchema,
    headers: ['ETag', 'Vary'],
    errors: ['not_found', 'invalid_input'],
  }),
  lines: defineRoute({
    method: 'GET',
    path: '/api/trips/lines',
    tag,
    summary:
      "Every public trip's route lines for the home map at ?zoom= (and within ?bbox=west,south,east,north), simplified to fit about 300 KB gzip; each line names its trip. The data version is the ETag.",
    access: 'anyone',
    query: LinesQuery,
    queryMessage: 'The zoom or the bbox is not valid.',
    response: TripLinesSchema,
    headers: ['ETag', 'If-None-Match'],
    errors: ['invalid_input'],
  }),
  addTrack: defineRoute({
    method: 'POST',
    path: '/api/trips/:id/tracks',
    tag,
    summary:
      'Adds a route line from a GPX, KML or GeoJSON file (its lines kept whole) to the trip or to ?day=; at most 200,000 points.',
    access: 'owner',
    params: TripIdParams,
    notFound: WHAT,
    query: TrackQuery,
    queryMessage: 'The track’s day or name is not valid.',
    rawBody: TrackFileTypes,
    response: TripTrackSchema,
    status: 201,
    headers: ['Idempotency-Key'],
    errors: ['not_found', 'invalid_input', 'too_large'],
  }),
  removeTrack: defineRoute({
    method: 'DELETE',
    path: '/api/trips/:id/tracks/:trackId',
    tag,
    summary: 'Removes a route line from a trip.',
    access: 'owner',
    params: TrackParams,
    notFound: 'That track',
    response: NO_CONTENT,
    status: 204,
    errors: ['not_found'],
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/trips/:id/export',
    tag,
    summary:
      'The trip as a file: GPX (waypoints and tracks), KML (a folder per day), GeoJSON, CSV or ICS (an event per dated day).',
    access: 'anyone',
    params: TripIdParams,
    notFound: WHAT,
    query: ExportQuery,
    queryMessage: 'The export format is not valid.',
    response: EXPORT_FILE,
    headers: ['Content-Disposition'],
    errors: ['not_found', 'invalid_input'],
  }),
  import: defineRoute({
    method: 'POST',
    path: '/api/trips/import',
    tag,
    summary:
      'Makes a trip from a file: a GPX with tracks, a KML with folders (one day each), a GeoJSON, or a Polarsteps trip.json; its stops become places (or the places already there).',
    access: 'owner',
    rawBody: `${TrackFileTypes}, application/zip`,
    response: TripSchema,
    status: 201,
    headers: ['Idempotency-Key'],
    errors: ['invalid_input', 'too_large', 'in_progress'],
  }),
  ofPlace: defineRoute({
    method: 'GET',
    path: '/api/locations/:id/trips',
    tag,
    summary: 'The trips a place is in, as cards (a visitor: public trips of a public place).',
    access: 'anyone',
    params: TripIdParams,
    notFound: 'That location',
    response: z.array(TripCardSchema),
    errors: ['not_found'],
  }),
  links: defineRoute({
    method: 'GET',
    path: '/api/trips/:id/links',
    tag,
    summary: "A trip's share links, newest first, revoked and expired ones included.",
    access: 'owner',
    params: TripIdParams,
    notFound: WHAT,
    response: z.array(TripLinkSchema),
    errors: ['not_found'],
  }),
  createLink: defineRoute({
    method: 'POST',
    path: '/api/trips/:id/links',
    tag,
    summary: 'Makes a share link (/t/<token>) that opens the trip without an account; it may expire.',
    access: 'owner',
    params: TripIdParams,
    notFound: WHAT,
    body: TripLinkCreateSchema,
    bodyOptional: true,
    response: TripLinkSchema,
    status: 201,
    headers: ['Idempotency-Key'],
    errors: ['not_found', 'invalid_input', 'in_progress'],
  }),
  revokeLink: defineRoute({
    method: 'DELETE',
    path: '/api/trips/:id/links/:linkId',
    tag,
    summary: 'Revokes a share link: it answers 410 from then on.',
    access: 'owner',
    params: LinkParams,
    notFound: 'That link',
    response: TripLinkSchema,
    errors: ['not_found'],
  }),
  shared: defineRoute({
    method: 'GET',
    path: '/api/shared-trips/:token',
    tag,
    summary:
      'The trip a share link opens (no account needed); a revoked or expired link answers 410, one that never was 404.',
    access: 'anyone',
    params: TokenParams,
    notFound: 'That link',
    response: TripSchema,
    errors: ['not_found', 'gone'],
  }),
  sharedRoute: defineRoute({
    method: 'GET',
    path: '/api/shared-trips/:token/route',
    tag,
    summary: "The lines of a shared trip's map (see GET /api/trips/:id/route).",
    access: 'anyone',
    params: TokenParams,
    notFound: 'That link',
    query: RouteQuery,
    queryMessage: 'The zoom is not valid.',
    response: TripRouteSchema,
    errors: ['not_found', 'gone', 'invalid_input'],
  }),
  sharedExport: defineRoute({
    method: 'GET',
    path: '/api/shared-trips/:token/export',
    tag,
    summary: 'A shared trip as a file (see GET /api/trips/:id/export).',
    access: 'anyone',
    params: TokenParams,
    notFound: 'That link',
    query: ExportQuery,
    queryMessage: 'The export format is not valid.',
    response: EXPORT_FILE,
    headers: ['Content-Disposition'],
    errors: ['not_found', 'gone', 'invalid_input'],
  }),
};
