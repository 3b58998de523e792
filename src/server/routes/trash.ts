import { z } from 'zod';
import { LocationIdSchema } from '../../shared/ids';
import { restorePlace } from '../db/location-changes';
import { deleteForever, listTrash, photosInTrash, purgeTrash } from '../db/trash';
import { importsOfTrashedPlaces } from '../db/trash-imports';
import { notFound } from '../errors';
import { idParam, optionalJsonBody } from '../input';
import { changedPlace } from '../versions';
import type { RoutePlugin } from '../context';

const WHAT = 'That location';
const LocationIdParam = idParam(LocationIdSchema, WHAT);
const TrashIdParam = idParam(LocationIdSchema, 'That place in the trash');
/** An action without options: no body, or an empty object. */
const NoOptions = optionalJsonBody(z.strictObject({}));

/** The owner's trash: deleted places, restored with their id, photos, videos and history, or deleted for good. */
export const trashRoutes: RoutePlugin = async (app, { database, requireOwner, locationsChanged, media }) => {
  const { db } = database;

  app.post(
    '/locations/:id/restore',
    { onRequest: requireOwner, schema: { params: LocationIdParam, body: NoOptions } },
    async (request, reply) => {
      const result = await restorePlace(db, request.params.id);
      const place = changedPlace(result, WHAT, reply);
      if (result.outcome === 'done' && result.changed) locationsChanged.emit();
      return place;
    },
  );

  app.get('/trash', { onRequest: requireOwner }, async (_request, reply) => {
    const [places, imports] = await Promise.all([listTrash(db), importsOfTrashedPlaces(db)]);
    const named = places.map((place) => {
      const importBatch = imports.get(place.id);
      return importBatch ? { ...place, importBatch } : place;
    });
    return reply.header('cache-control', 'no-store').send(named);
  });

  // Trashed places are in no public list or cache: deleting them for good changes nothing visitors see.
  app.delete(
    '/trash/:id',
    { onRequest: requireOwner, schema: { params: TrashIdParam } },
    async (request, reply) => {
      const photos = await photosInTrash(db, { id: request.params.id });
      if (!(await deleteForever(db, request.params.id))) throw notFound('That place in the trash');
      // Its photos' files go with it, unless another place (or its history) still has them.
      await media.release(photos);
      return reply.status(204).send();
    },
  );

  app.delete('/trash', { onRequest: requireOwner }, async (_request, reply) => {
    const photos = await photosInTrash(db, {});
    await purgeTrash(db);
    await media.release(photos);
    return reply.status(204).send();
  });
};
