import { duplicatesApi } from '#shared/api/duplicates.ts';
import { dismissPair, listDuplicates, mergePlaces } from '../db/duplicates';
import { badInput, conflict, notFound } from '../errors';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';

/**
 * The owner's possible duplicates. Computed here, not in the browser: the owner's list needs the
 * dismissed pairs (a table) and both places in full, and the map data carries neither.
 */
export const duplicateRoutes: RoutePlugin = async (app, context) => {
  const { database, locationsChanged } = context;
  const { db } = database;
  const serve = routeServer(app, context);

  serve(duplicatesApi.list, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await listDuplicates(db)),
  );

  serve(duplicatesApi.merge, async (request) => {
    const outcome = await mergePlaces(db, request.body);
    switch (outcome.outcome) {
      case 'missing':
        throw notFound(`The place ${outcome.id}`);
      case 'conflict':
        throw conflict(outcome.current);
      case 'too_many':
        throw badInput(outcome.errors, 'The merged place would pass a limit. Nothing was changed.');
      case 'done':
        locationsChanged.emit();
        return outcome.result;
    }
  });

  serve(duplicatesApi.dismiss, async (request, reply) => {
    if (!(await dismissPair(db, request.body.ids))) throw notFound('One of the two places');
    return reply.status(204).send();
  });
};
