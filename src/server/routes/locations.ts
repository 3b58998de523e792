import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { foldYoutubeUrl } from '../../shared/location';
import { LocationCreateSchema, LocationPatchSchema } from '../../shared/location-schema';
import { encodeMapData } from '../../shared/map-data';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listLocations,
  listPlaceSummaries,
  updateLocation,
} from '../db/locations';
import { badInput, fieldsOf, notFound, parseBody } from '../errors';
import { withRegion } from '../geo/fill-region';
import { CachedRepresentation, sendRepresentation } from '../locations-cache';
import type { AppContext } from '../context';

const MAX_PAGE = 1000;
const MAX_IDS = 200;

const ListQuerySchema = z.strictObject({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'ids is a comma-separated list of place ids')
    .transform((value) => value.split(',').map(Number))
    .refine((ids) => ids.length <= MAX_IDS, `At most ${MAX_IDS} ids at once`)
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE, `limit is at most ${MAX_PAGE}`).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, 'cursor is the nextCursor of the previous page')
    .transform(Number)
    .optional(),
});

/** Ids of the wrong shape are simply unknown places: 404, never a database error. */
function parseId(id: string): number {
  const value = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > 2 ** 31 - 1) throw notFound('That location');
  return value;
}

export const locationRoutes: FastifyPluginAsync<AppContext> = async (
  app,
  { database, requireOwner, locationsChanged },
) => {
  const { db } = database;
  // Built once per change, kept compressed with an ETag; every write below invalidates them.
  const fullList = new CachedRepresentation(() => listLocations(db));
  const mapData = new CachedRepresentation(async () => encodeMapData(await listPlaceSummaries(db)));
  locationsChanged.subscribe(() => {
    fullList.invalidate();
    mapData.invalidate();
  });
  const changed = () => locationsChanged.emit();
  // Build the map's form once at start, so the first visitor does not wait for it.
  app.addHook('onReady', async () => {
    void mapData
      .get()
      .catch((error: unknown) => app.log.error({ err: error }, 'could not prepare the map data'));
  });

  /**
   * The whole list (cached) when asked plainly; `?ids=1,2` for some places; `?limit=&cursor=`
   * for pages, with the next page's cursor in the `x-next-cursor` header.
   */
  app.get('/locations', { compress: false }, async (request, reply) => {
    const parsed = ListQuerySchema.safeParse(request.query);
    if (!parsed.success) throw badInput(fieldsOf(parsed.error), 'The query is not valid.');
    const { ids, limit, cursor } = parsed.data;
    if (!ids && limit === undefined && cursor === undefined)
      return sendRepresentation(request, reply, await fullList.get());
    const places = await listLocations(db, {
      ids,
      limit: ids ? undefined : (limit ?? MAX_PAGE),
      after: cursor,
    });
    const last = places.at(-1);
    if (!ids && last && places.length === (limit ?? MAX_PAGE)) reply.header('x-next-cursor', String(last.id));
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(places));
  });

  // The compact form the map, filters and sidebar draw from (see src/shared/map-data.ts).
  app.get('/locations/map', { compress: false }, async (request, reply) =>
    sendRepresentation(request, reply, await mapData.get()),
  );

  app.get<{ Params: { id: string } }>('/locations/:id', async (request) => {
    const location = await getLocation(db, parseId(request.params.id));
    if (!location) throw notFound('That location');
    return location;
  });

  app.post('/locations', { preHandler: requireOwner }, async (request, reply) => {
    const { youtubeUrl, youtubeUrls, ...input } = parseBody(LocationCreateSchema, request.body);
    // Country and US state come from the coordinates when not given; a PATCH never re-derives them,
    // so a hand-corrected country survives moving the pin.
    const created = await createLocation(
      db,
      withRegion({ ...input, youtubeUrls: foldYoutubeUrl(youtubeUrls, youtubeUrl) }),
    );
    changed();
    return reply.status(201).send(created);
  });

  app.patch<{ Params: { id: string } }>('/locations/:id', { preHandler: requireOwner }, async (request) => {
    const id = parseId(request.params.id);
    const { youtubeUrl, youtubeUrls, ...changes } = parseBody(LocationPatchSchema, request.body);
    const updated = await updateLocation(db, id, {
      ...changes,
      youtubeUrls: foldYoutubeUrl(youtubeUrls, youtubeUrl),
    });
    if (!updated) throw notFound('That location');
    changed();
    return updated;
  });

  app.delete<{ Params: { id: string } }>(
    '/locations/:id',
    { preHandler: requireOwner },
    async (request, reply) => {
      if (!(await deleteLocation(db, parseId(request.params.id)))) throw notFound('That location');
      changed();
      return reply.status(204).send();
    },
  );
};
