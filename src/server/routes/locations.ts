import { locationsApi } from '#shared/api/locations.ts';
import { MAX_PAGE } from '#shared/api/location-queries.ts';
import { foldYoutubeUrl } from '#shared/location.ts';
import { routeServer } from '../api/serve';
import { createPlace, trashPlace, updatePlace } from '../db/location-changes';
import { getLocation, getVisitorLocation, listLocations, listVisitorLocations } from '../db/locations';
import type { Executor } from '../db/location-reads';
import { isDatabaseUnavailable } from '../db/unavailable';
import { missingUploadFields } from '../db/media';
import { badInput, notFound } from '../errors';
import { withRegion } from '../geo/fill-region';
import { sendRepresentation, wholeArchiveCache, type CachedRepresentation } from '../locations-cache';
import { changedPlace, etagOf, ifMatchVersion } from '../versions';
import type { RoutePlugin } from '../context';

const WHAT = 'That location';

/** A place may list only uploaded photos that are stored: 400 naming each one that is not. */
async function refuseMissingUploads(db: Executor, photos: readonly string[] | undefined) {
  const fields = await missingUploadFields(db, photos);
  if (Object.keys(fields).length > 0) throw badInput(fields);
}

/** Words are for the place's own photos: 400 naming the first link that is not one of them. */
function refuseStrayPhotoText(photos: readonly string[], photoText: Record<string, unknown> | undefined) {
  const stray = Object.keys(photoText ?? {}).find((url) => !photos.includes(url));
  if (stray !== undefined)
    throw badInput({
      photoText: `A caption or alt text belongs to one of the place's photos; ${stray} is not one of them.`,
    });
}

export const locationRoutes: RoutePlugin = async (app, context) => {
  const { database, locationsChanged } = context;
  const { db } = database;
  const serve = routeServer(app, context);
  // Built once per version of the places (whichever instance changed them), kept compressed with an
  // ETag. A visitor's form's ETag names its content, so a change to a private place (which changes
  // the shared version, not a visitor's bytes) leaves a visitor's ETag as it was. The owner's forms
  // (private places, private notes, the owner's filter columns) are cached apart.
  // While a long rebuild runs (seconds at 100,000 places), visitors get the previous form; the
  // build runs in a worker thread with its own connection.
  const fullList = wholeArchiveCache(context, 'locations', 'content');
  const mapData = wholeArchiveCache(context, 'map', 'content');
  const mapNames = wholeArchiveCache(context, 'map-names', 'content');
  const ownerList = wholeArchiveCache(context, 'owner-locations', 'owner');
  const ownerMapData = wholeArchiveCache(context, 'owner-map', 'owner');
  const prepare = (cache: CachedRepresentation) =>
    cache.get().catch((error: unknown) => {
      // An outage has its own line (db/outage-log.ts); the next read builds it again.
      if (!isDatabaseUnavailable(error)) app.log.error({ err: error }, `could not prepare ${cache.name}`);
    });
  const prepareVisitorForms = () => Promise.all([mapData, fullList].map(prepare));
  const changed = () => locationsChanged.emit();
  // Build the map's form and the whole list once at start, so the first visitor does not wait for
  // them (the instance says it is ready once they are built); and again at once after a change
  // made here, so that a visitor's next read does not wait for (and cannot time) a rebuild after a
  // change they cannot see.
  app.addHook('onReady', async () => context.warmUp.wait(prepareVisitorForms()));
  locationsChanged.subscribe(() => void prepareVisitorForms());

  /**
   * The whole list (cached) when asked plainly; `?ids=1,2` for some places; `?limit=&cursor=`
   * for pages, with the next page's cursor in the `x-next-cursor` header.
   */
  const uncompressed = { compress: false } as const;
  serve(
    locationsApi.list,
    async (request, reply) => {
      const { ids, limit, cursor } = request.query;
      const owner = request.session !== undefined;
      // The answer depends on who asks: a cache must not give the owner's to a visitor.
      reply.header('vary', 'Cookie');
      if (!ids && limit === undefined && cursor === undefined)
        return sendRepresentation(request, reply, owner ? ownerList : fullList);
      const page = { ids, limit: ids ? undefined : (limit ?? MAX_PAGE), after: cursor };
      const places = owner ? await listLocations(db, page) : await listVisitorLocations(db, page);
      const last = places.at(-1);
      if (!ids && last && places.length === (limit ?? MAX_PAGE))
        reply.header('x-next-cursor', String(last.id));
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(places));
    },
    uncompressed,
  );

  // The compact form the map, filters and sidebar draw from (see src/shared/map-data.ts).
  serve(locationsApi.map, (request, reply) => sendRepresentation(request, reply, mapData), uncompressed);

  // The names of the places in the map data, apart: search, the list and a place's card need them, the map does not.
  serve(
    locationsApi.mapNames,
    (request, reply) => sendRepresentation(request, reply, mapNames),
    uncompressed,
  );

  // The owner's variant: private places too, and the columns of the owner's filters.
  serve(
    locationsApi.ownerMap,
    (request, reply) => sendRepresentation(request, reply, ownerMapData),
    uncompressed,
  );

  // The version as a strong ETag: what the owner's edit sends back as If-Match. A visitor asking
  // for a private place gets what a missing id gets, word for word.
  serve(locationsApi.get, async (request, reply) => {
    reply.header('vary', 'Cookie');
    const location = request.session
      ? await getLocation(db, request.params.id)
      : await getVisitorLocation(db, request.params.id);
    if (!location) throw notFound(WHAT);
    return reply.header('etag', etagOf(location)).send(location);
  });

  serve(
    locationsApi.create,
    async (request, reply) => {
      const { youtubeUrl, youtubeUrls, ...input } = request.body;
      await refuseMissingUploads(db, input.photos);
      refuseStrayPhotoText(input.photos ?? [], input.photoText);
      // Country and US state come from the coordinates when not given; a PATCH never re-derives them,
      // so a hand-corrected country survives moving the pin.
      const created = await createPlace(
        db,
        withRegion({ ...input, youtubeUrls: foldYoutubeUrl(youtubeUrls, youtubeUrl) }),
      );
      changed();
      return reply.status(201).header('etag', etagOf(created)).send(created);
    },
    { config: { idempotent: true } },
  );

  serve(locationsApi.update, async (request, reply) => {
    const expectedVersion = ifMatchVersion(request.headers['if-match']);
    const { youtubeUrl, youtubeUrls, ...changes } = request.body;
    await refuseMissingUploads(db, changes.photos);
    if (changes.photoText !== undefined)
      refuseStrayPhotoText(
        changes.photos ?? (await getLocation(db, request.params.id))?.photos ?? [],
        changes.photoText,
      );
    const result = await updatePlace(
      db,
      request.params.id,
      { ...changes, youtubeUrls: foldYoutubeUrl(youtubeUrls, youtubeUrl) },
      { expectedVersion },
    );
    const updated = changedPlace(result, WHAT, reply);
    if (result.outcome === 'done' && result.changed) changed();
    return updated;
  });

  serve(locationsApi.remove, async (request, reply) => {
    const expectedVersion = ifMatchVersion(request.headers['if-match']);
    // To the trash: POST /api/locations/:id/restore brings it back (routes/trash.ts).
    changedPlace(await trashPlace(db, request.params.id, { expectedVersion }), WHAT);
    changed();
    return reply.status(204).send();
  });
};
