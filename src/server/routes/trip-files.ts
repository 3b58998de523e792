import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tripsApi } from '#shared/api/trips.ts';
import { issuesToFields } from '#shared/field-errors.ts';
import { MAX_IMPORT_FILE_BYTES } from '#shared/import/fields.ts';
import { TRIP_LIMITS } from '#shared/trips/trip.ts';
import { TripCreateSchema, type Trip } from '#shared/trips/trip-schema.ts';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';
import type { Executor } from '../db/location-reads';
import { readSharedTrip, readTrip, type TripAudience } from '../db/trips-read';
import { addTripTrack, removeTripTrack } from '../db/trips-track-writes';
import { insertTrack, readTrackLinesFor } from '../db/trips-tracks';
import { createTripIn } from '../db/trips-write';
import { badInput, HttpError, notFound } from '../errors';
import { invalidFile, type FileHint } from '../trips/file-text';
import { placesForStops } from '../trips/import-places';
import { trackDistanceKm, tripRoute } from '../trips/route-lines';
import { readTrackFile } from '../trips/track-file';
import { etagOf } from '../versions';
import { exportTrip } from '../trips/trip-export';
import { readTripFile, type ImportedTrip } from '../trips/trip-import';

const WHAT = 'That trip';
/** The zoom a route is drawn at when none is asked for: a region's, a day or two of travel. */
const DEFAULT_ZOOM = 8;
/** A track file is read whole (up to the import's 50 MB): a few a minute is the owner dropping files. */
const FILE_RATE_LIMIT = { max: 30, windowSeconds: 60 } as const;
const FILE_TOO_LARGE = {
  what: 'The file',
  advice: 'Files up to that size can be read; split it into smaller files.',
};

const audienceOf = (request: FastifyRequest): TripAudience =>
  request.session === undefined ? 'visitor' : 'owner';

/** The answer depends on who asks: the owner's is never stored; a visitor's is checked again each time. */
const privacyHeaders = (reply: FastifyReply, audience: TripAudience) =>
  reply
    .header('vary', 'Cookie')
    .header('cache-control', audience === 'owner' ? 'private, no-store' : 'no-cache');

const gone = () =>
  new HttpError(
    410,
    'gone',
    'This share link no longer opens the trip: it was revoked or it expired. Ask whoever sent it for a new one.',
  );

/** The file's name as the client sent it (X-File-Name, URI-encoded), for a track named after its file. */
function hintOf(request: FastifyRequest): FileHint {
  const raw = request.headers['x-file-name'];
  let fileName: string | undefined;
  try {
    fileName = typeof raw === 'string' ? decodeURIComponent(raw).slice(0, 255) : undefined;
  } catch {
    fileName = undefined;
  }
  return { fileName, contentType: request.headers['content-type'] };
}

function bodyBytes(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw invalidFile('Send the file as the request body.');
  return body;
}

async function tripOrMissing(db: Executor, request: FastifyRequest<{ Params: { id: number } }>) {
  const trip = await readTrip(db, request.params.id, audienceOf(request));
  if (!trip) throw notFound(WHAT);
  return trip;
}

async function sharedOrGone(db: Executor, token: string): Promise<Trip> {
  const shared = await readSharedTrip(db, token);
  if (shared.outcome === 'missing') throw notFound('That link');
  if (shared.outcome === 'gone') throw gone();
  return shared.trip;
}

/** The route's ETag: the trip's version, its tracks and the zoom (a track added changes it). */
const routeTag = (trip: Trip, zoom: number) =>
  `"route-${createHash('sha1')
    .update(`${trip.id}:${trip.version}:${trip.tracks.map((t) => t.id).join(',')}:${zoom}`)
    .digest('base64url')
    .slice(0, 16)}"`;

/** The trip as TripCreate takes it: its stops as the places found or made for them. */
function createBody(imported: ImportedTrip, placeIds: number[][]) {
  const dates = imported.days.map((day) => day.date).filter((date): date is string => date !== null);
  const ordered = dates.every((date, i) => i === 0 || dates[i - 1]! <= date);
  const parsed = TripCreateSchema.safeParse({
    title: imported.title,
    summary: imported.summary,
    startDate: ordered ? (dates[0] ?? null) : null,
    endDate: ordered ? (dates.at(-1) ?? null) : null,
    days: imported.days.map((day, d) => ({
      date: day.date,
      title: day.title,
      notes: day.notes,
      stops: day.stops.map((stop, s) => ({
        placeId: placeIds[d]![s]!,
        note: stop.note,
        arriveAt: stop.arriveAt,
        leaveAt: stop.leaveAt,
        modeToNext: stop.modeToNext,
      })),
    })),
  });
  if (!parsed.success)
    throw badInput(issuesToFields(parsed.error.issues), 'The trip in this file is not valid.');
  return parsed.data;
}

/**
 * A trip's files: its route lines (drawn per zoom, added from GPX, KML or GeoJSON, removed), its
 * exports (GPX, KML, GeoJSON, CSV, ICS; through a share link too) and the import that makes a trip
 * from a file. The file bodies are read whole, as bytes, up to the import's limit.
 */
export const tripFileRoutes: RoutePlugin = async (app, context) => {
  const { database } = context;
  const db = database.db;
  const serve = routeServer(app, context);
  // This plugin's bodies are files; the parser is its alone.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_IMPORT_FILE_BYTES },
    (_request, body, done) => done(null, body),
  );
  const fileOptions = {
    bodyLimit: MAX_IMPORT_FILE_BYTES,
    config: { rawBody: true, idempotent: true, rateLimit: FILE_RATE_LIMIT, tooLarge: FILE_TOO_LARGE },
  };

  serve(tripsApi.route, async (request, reply) => {
    const audience = audienceOf(request);
    const trip = await tripOrMissing(db, request);
    const zoom = request.query.zoom ?? DEFAULT_ZOOM;
    const etag = routeTag(trip, zoom);
    privacyHeaders(reply, audience).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return tripRoute(trip, await readTrackLinesFor(db, trip.id, audience), zoom);
  });

  serve(tripsApi.sharedRoute, async (request, reply) => {
    const trip = await sharedOrGone(db, request.params.token);
    reply.header('cache-control', 'no-store');
    return tripRoute(
      trip,
      await readTrackLinesFor(db, trip.id, 'visitor'),
      request.query.zoom ?? DEFAULT_ZOOM,
    );
  });

  serve(
    tripsApi.addTrack,
    async (request, reply) => {
      const trip = await tripOrMissing(db, request);
      const { day, name } = request.query;
      if (day !== undefined && day >= trip.days.length)
        throw badInput({
          day: `The trip has ${trip.days.length} days: day is from 0 to ${trip.days.length - 1}`,
        });
      if (trip.tracks.length >= TRIP_LIMITS.tracksMax)
        throw badInput({ body: `A trip holds at most ${TRIP_LIMITS.tracksMax} tracks; remove one first.` });
      const file = readTrackFile(bodyBytes(request.body), hintOf(request));
      // The trip's version goes up with the track, in one transaction (db/trips-track-writes.ts).
      const added = await addTripTrack(db, trip.id, {
        dayIndex: day ?? null,
        name: name?.trim() || file.name,
        lines: file.lines,
        pointCount: file.pointCount,
        distanceKm: Math.round(trackDistanceKm(file.lines) * 10) / 10,
      });
      if (!added) throw notFound(WHAT);
      return reply.code(201).header('etag', etagOf(added)).send(added.result);
    },
    fileOptions,
  );

  serve(tripsApi.removeTrack, async (request, reply) => {
    const removed = await removeTripTrack(db, request.params.id, request.params.trackId);
    if (!removed) throw notFound('That track');
    return reply.code(204).header('etag', etagOf(removed)).send();
  });

  async function sendExport(
    reply: FastifyReply,
    trip: Trip,
    audience: 'owner' | 'visitor',
    format: Parameters<typeof exportTrip>[2],
  ) {
    const file = exportTrip(trip, await readTrackLinesFor(db, trip.id, audience), format);
    return reply
      .type(file.contentType.startsWith('text/') ? `${file.contentType}; charset=utf-8` : file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.body);
  }

  serve(tripsApi.export, async (request, reply) => {
    const trip = await tripOrMissing(db, request);
    const audience = audienceOf(request);
    privacyHeaders(reply, audience);
    return sendExport(reply, trip, audience, request.query.format);
  });

  serve(tripsApi.sharedExport, async (request, reply) => {
    const trip = await sharedOrGone(db, request.params.token);
    reply.header('cache-control', 'no-store');
    return sendExport(reply, trip, 'visitor', request.query.format);
  });

  serve(
    tripsApi.import,
    async (request, reply) => {
      // Read and checked whole before anything is written: a refused file stores nothing. The
      // places, the trip and its tracks are then written in one transaction, all or nothing.
      const imported = readTripFile(bodyBytes(request.body), hintOf(request));
      const { id, created } = await db.transaction().execute(async (trx) => {
        const { placeIds, created } = await placesForStops(trx, imported);
        const result = await createTripIn(trx, createBody(imported, placeIds));
        if (result.outcome !== 'done') throw new Error(`the imported trip was not made (${result.outcome})`);
        for (const track of imported.tracks)
          await insertTrack(trx, result.trip.id, {
            ...track,
            pointCount: track.lines.reduce((sum, line) => sum + line.length, 0),
            distanceKm: Math.round(trackDistanceKm(track.lines) * 10) / 10,
          });
        return { id: result.trip.id, created };
      });
      if (created > 0) context.locationsChanged.emit();
      const trip = await readTrip(db, id, 'owner');
      return reply.code(201).send(trip);
    },
    fileOptions,
  );
};
