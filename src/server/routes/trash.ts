import { trashApi } from '#shared/api/trash.ts';
import { restorePlace } from '../db/location-changes';
import { deleteForever, listTrash, photosInTrash, purgeTrash } from '../db/trash';
import { importsOfTrashedPlaces } from '../db/trash-imports';
import { notFound } from '../errors';
import { routeServer } from '../api/serve';
import { changedPlace } from '../versions';
import type { RoutePlugin } from '../context';

/** The owner's trash: deleted places, restored with their id, photos, videos and history, or deleted for good. */
export const trashRoutes: RoutePlugin = async (app, context) => {
  const { database, locationsChanged, media } = context;
  const { db } = database;
  const serve = routeServer(app, context);

  serve(trashApi.restore, async (request, reply) => {
    const result = await restorePlace(db, request.params.id);
    const place = changedPlace(result, 'That location', reply);
    if (result.outcome === 'done' && result.changed) locationsChanged.emit();
    return place;
  });

  serve(trashApi.list, async (_request, reply) => {
    const [places, imports] = await Promise.all([listTrash(db), importsOfTrashedPlaces(db)]);
    const named = places.map((place) => {
      const importBatch = imports.get(place.id);
      return importBatch ? { ...place, importBatch } : place;
    });
    return reply.header('cache-control', 'no-store').send(named);
  });

  // Trashed places are in no public list or cache: deleting them for good changes nothing visitors see.
  serve(trashApi.deleteForever, async (request, reply) => {
    const photos = await photosInTrash(db, { id: request.params.id });
    if (!(await deleteForever(db, request.params.id))) throw notFound('That place in the trash');
    // Its photos' files go with it, unless another place (or its history) still has them.
    await media.release(photos);
    return reply.status(204).send();
  });

  serve(trashApi.empty, async (_request, reply) => {
    const photos = await photosInTrash(db, {});
    await purgeTrash(db);
    await media.release(photos);
    return reply.status(204).send();
  });
};
