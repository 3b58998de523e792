import { z } from '../zod';
import { LocationIdSchema } from '../ids';
import { TRIP_EXPORT_FORMATS, TRIP_EXPORT_TYPES } from '../trips/trip';
import { file } from './define';

// The parameters, queries and answers the trips' routes share (trips.ts, trip-links.ts).

export const tag = 'Trips';
export const WHAT = 'That trip';

export const TripIdParams = z.object({ id: LocationIdSchema });
export const TrackParams = z.object({ id: LocationIdSchema, trackId: LocationIdSchema });
export const LinkParams = z.object({ id: LocationIdSchema, linkId: LocationIdSchema });
export const RevisionParams = z.object({ id: LocationIdSchema, revisionId: LocationIdSchema });
/** A share link's token: 22 to 64 URL-safe characters. */
export const TokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/) });

export const ExportQuery = z.strictObject({
  format: z.enum(TRIP_EXPORT_FORMATS, { error: `format is one of ${TRIP_EXPORT_FORMATS.join(', ')}` }),
});
export const EXPORT_FILE = file(...(Object.values(TRIP_EXPORT_TYPES) as [string, ...string[]]));

export const ZoomSchema = z
  .string()
  .regex(/^\d{1,2}$/, 'zoom is a whole number from 0 to 20')
  .transform(Number)
  .pipe(z.int().min(0, 'zoom is from 0 to 20').max(20, 'zoom is from 0 to 20'));

/** The zoom a route is drawn at: the tracks are simplified to what it can show. */
export const RouteQuery = z.strictObject({ zoom: ZoomSchema.optional() });

export const BBOX_MESSAGE = 'bbox is west,south,east,north in degrees';
/** The part of the world the home map shows: west,south,east,north (west may exceed east past 180). */
export const BboxSchema = z
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
export const LinesQuery = z.strictObject({ zoom: ZoomSchema, bbox: BboxSchema.optional() });

/** Every public trip's lines for the home map; each line names its trip, for its popup. */

/** Where a track file goes: the whole trip, or one day (0-based); its name (the file's, when not given). */
export const TrackQuery = z.strictObject({
  day: z
    .string()
    .regex(/^\d{1,3}$/, 'day is a day’s position in the trip, from 0')
    .transform(Number)
    .optional(),
  name: z.string().max(200, 'name is at most 200 characters').optional(),
});

export const TrackFileTypes =
  'application/gpx+xml, application/vnd.google-earth.kml+xml, application/geo+json, application/json';

/** The trips: public ones read by anyone, unlisted ones through share links, all written by the owner. */
