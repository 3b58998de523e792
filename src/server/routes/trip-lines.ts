import { createHash } from 'node:crypto';
import { tripsApi } from '#shared/api/trips.ts';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';
import { readPublicTrips } from '../db/trips-public';
import { boundsOf, tripLines, type Bbox, type LinesTrip } from '../trips/trip-lines';
import { VersionedValue } from '../versioned-value';

/** Answers kept per data version (a zoom and a view each); the oldest goes first past this. */
const KEPT_ANSWERS = 64;

interface LinesCache {
  version: string;
  trips: LinesTrip[];
  answers: Map<string, string>;
}

/**
 * GET /api/trips/lines: the home map's trips layer. The same for everyone (public trips only), read
 * once per data version (trips bump it, as places do), each zoom and view's JSON kept with it.
 */
export const tripLineRoutes: RoutePlugin = async (app, context) => {
  const { db } = context.database;
  const cache = new VersionedValue<LinesCache>(
    context.dataVersion,
    async (version) => ({
      version,
      trips: (await readPublicTrips(db)).map(({ trip, tracks }) => ({
        trip,
        tracks,
        bounds: boundsOf(trip, tracks),
      })),
      answers: new Map(),
    }),
    { scale: context.archiveScale },
  );

  routeServer(app, context)(tripsApi.lines, async (request, reply) => {
    const { zoom, bbox } = request.query;
    const key = `${zoom}:${bbox?.join(',') ?? ''}`;
    const { version, trips, answers } = await cache.get();
    const etag = `"lines-${createHash('sha1').update(`${version}:${key}`).digest('base64url').slice(0, 20)}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    let body = answers.get(key);
    if (body === undefined) {
      body = JSON.stringify(tripLines(trips, zoom, bbox as Bbox | undefined));
      if (answers.size >= KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
      answers.set(key, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
};
