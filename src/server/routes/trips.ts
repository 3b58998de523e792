import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tripsApi } from '#shared/api/trips.ts';
import { issuesToFields } from '#shared/field-errors.ts';
import { TripPatchSchema, type Trip } from '#shared/trips/trip-schema.ts';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';
import type { Executor } from '../db/location-reads';
import { missingUploadFields } from '../db/media';
import { createTripLink, listTripLinks, revokeTripLink } from '../db/trips-links';
import {
  listTrashedTripCards,
  listTripCards,
  readSharedTrip,
  readTrip,
  readTripRows,
  tripsOfPlace,
  type TripAudience,
} from '../db/trips-read';
import { getTripRevision, listTripRevisions, tripStateOf } from '../db/trips-revisions';
import { deleteTripForever, purgeTrashedTrips } from '../db/trips-trash';
import { createTrip, restoreTrip, trashTrip, updateTrip, type TripWrite } from '../db/trips-write';
import { badInput, HttpError, notFound } from '../errors';
import { etagOf, ifMatchVersion } from '../versions';

const WHAT = 'That trip';

const audienceOf = (request: FastifyRequest): TripAudience =>
  request.session === undefined ? 'visitor' : 'owner';

/** The answer depends on who asks: the owner's is never stored; a visitor's is checked again each time. */
function privacyHeaders(reply: FastifyReply, audience: TripAudience): FastifyReply {
  return reply
    .header('vary', 'Cookie')
    .header('cache-control', audience === 'owner' ? 'private, no-store' : 'no-cache');
}

const conflict = (current: Trip) =>
  new HttpError(
    409,
    'conflict',
    'This trip was changed elsewhere (in another tab or device) since you opened it.',
    {
      details: { current },
    },
  );

/** The trip a write left, or the error it met; the new version as the ETag. */
function written(result: TripWrite, reply: FastifyReply, what = WHAT): Trip {
  if (result.outcome === 'missing') throw notFound(what);
  if (result.outcome === 'conflict') throw conflict(result.current);
  if (result.outcome === 'invalid') {
    const [field, why] = Object.entries(result.fields)[0] ?? ['body', 'not valid'];
    throw badInput(result.fields, `${why} (${field}).`);
  }
  reply.header('etag', etagOf(result.trip));
  return result.trip;
}

/** A cover that is an uploaded photo must be stored: 400 naming `coverPhoto` when it is not. */
async function refuseMissingCover(db: Executor, cover: string | null | undefined) {
  const fields = await missingUploadFields(db, cover ? [cover] : []);
  const why = Object.values(fields)[0];
  if (why) throw badInput({ coverPhoto: why });
}

/** A live trip's id, or 404 (the owner's link routes). */
async function liveTrip(db: Executor, id: number, state: 'live' | 'any' = 'live'): Promise<number> {
  const [row] = await readTripRows(db, { ids: [id], state });
  if (!row) throw notFound(WHAT);
  return row.id;
}

const gone = () =>
  new HttpError(
    410,
    'gone',
    'This share link no longer opens the trip: it was revoked or it expired. Ask whoever sent it for a new one.',
  );

/**
 * Trips: a visitor reads public trips (and the one a share link opens) without private places;
 * the owner writes them, with versions, history, trash and share links, as places have them.
 * Route lines, tracks, exports and imports are served by routes/trip-files.ts.
 */
export const tripRoutes: RoutePlugin = async (app, context) => {
  const { db } = context.database;
  const serve = routeServer(app, context);

  // A visitor's list carries an ETag of its bytes: a 304 while nothing they can see changed.
  serve(tripsApi.list, async (request, reply) => {
    const audience = audienceOf(request);
    const body = JSON.stringify(await listTripCards(db, audience));
    const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    privacyHeaders(reply, audience).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  // A visitor asking for an unlisted or private trip gets what a missing id gets, word for word.
  serve(tripsApi.get, async (request, reply) => {
    const audience = audienceOf(request);
    const trip = await readTrip(db, request.params.id, audience);
    if (!trip) throw notFound(WHAT);
    return privacyHeaders(reply, audience).header('etag', etagOf(trip)).send(trip);
  });

  serve(
    tripsApi.create,
    async (request, reply) => {
      await refuseMissingCover(db, request.body.coverPhoto);
      const trip = written(await createTrip(db, request.body), reply);
      return reply.status(201).send(trip);
    },
    { config: { idempotent: true } },
  );

  serve(tripsApi.update, async (request, reply) => {
    const expectedVersion = ifMatchVersion(request.headers['if-match']);
    await refuseMissingCover(db, request.body.coverPhoto);
    return written(await updateTrip(db, request.params.id, request.body, { expectedVersion }), reply);
  });

  serve(tripsApi.remove, async (request, reply) => {
    const expectedVersion = ifMatchVersion(request.headers['if-match']);
    written(await trashTrip(db, request.params.id, { expectedVersion }), reply);
    return reply.status(204).send();
  });

  serve(tripsApi.restore, async (request, reply) =>
    written(await restoreTrip(db, request.params.id), reply, 'That trip in the trash'),
  );

  serve(tripsApi.trash, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await listTrashedTripCards(db)),
  );

  serve(tripsApi.deleteForever, async (request, reply) => {
    if (!(await deleteTripForever(db, request.params.id))) throw notFound('That trip in the trash');
    return reply.status(204).send();
  });

  serve(tripsApi.emptyTrash, async (_request, reply) => {
    await purgeTrashedTrips(db);
    return reply.status(204).send();
  });

  // Trips in the trash keep their history, and show it.
  serve(tripsApi.history, async (request, reply) => {
    const id = await liveTrip(db, request.params.id, 'any');
    return reply.header('cache-control', 'no-store').send(await listTripRevisions(db, id));
  });

  /** The trip takes back that revision's values, checked by today's rules (and today's places) first. */
  serve(tripsApi.restoreRevision, async (request, reply) => {
    const expectedVersion = ifMatchVersion(request.headers['if-match']);
    const { id, revisionId } = request.params;
    const revision = await getTripRevision(db, id, revisionId);
    if (!revision) throw notFound('That version of the trip');
    const parsed = TripPatchSchema.safeParse(tripStateOf(revision) ?? {});
    const refuse = (fields: Record<string, string>) => {
      const [field, why] = Object.entries(fields)[0] ?? ['body', 'not valid'];
      return badInput(
        fields,
        `This version can no longer be restored (${field}: ${why}). Nothing was changed.`,
      );
    };
    if (!parsed.success) throw refuse(issuesToFields(parsed.error.issues));
    const result = await updateTrip(db, id, parsed.data, { expectedVersion, action: 'revert' });
    if (result.outcome === 'invalid') throw refuse(result.fields);
    return written(result, reply);
  });

  serve(tripsApi.ofPlace, async (request, reply) => {
    const audience = audienceOf(request);
    const cards = await tripsOfPlace(db, request.params.id, audience);
    if (!cards) throw notFound('That location');
    return privacyHeaders(reply, audience).send(cards);
  });

  serve(tripsApi.links, async (request, reply) => {
    const id = await liveTrip(db, request.params.id);
    return reply.header('cache-control', 'no-store').send(await listTripLinks(db, id));
  });

  serve(
    tripsApi.createLink,
    async (request, reply) => {
      const id = await liveTrip(db, request.params.id);
      const created = await createTripLink(db, id, request.body ?? { name: '', expiresAt: null });
      if (created.outcome === 'too-many')
        throw badInput(
          { links: 'Revoke a link first' },
          'This trip has as many share links as it may (100). Revoke one to make another.',
        );
      return reply.status(201).send(created.link);
    },
    { config: { idempotent: true } },
  );

  serve(tripsApi.revokeLink, async (request) => {
    const id = await liveTrip(db, request.params.id, 'any');
    const link = await revokeTripLink(db, id, request.params.linkId);
    if (!link) throw notFound('That link');
    return link;
  });

  // Anyone with the link reads the trip; search engines are told not to keep it.
  serve(tripsApi.shared, async (request, reply) => {
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer');
    const shared = await readSharedTrip(db, request.params.token);
    if (shared.outcome === 'missing') throw notFound('That link');
    if (shared.outcome === 'gone') throw gone();
    return shared.trip;
  });
};
