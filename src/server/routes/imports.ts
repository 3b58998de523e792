import { importsApi } from '#shared/api/imports.ts';
import { listImportBatches, undoImport } from '../db/import-batches';
import { restoreImport } from '../db/trash-imports';
import { editedSince, notFound } from '../errors';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';

const WHAT = 'That import';

/** The owner's import history: every import as a batch, each of which can be undone. */
export const importBatchRoutes: RoutePlugin = async (app, context) => {
  const { database, locationsChanged } = context;
  const { db } = database;
  const serve = routeServer(app, context);

  const batch = async (id: string) => {
    const found = (await listImportBatches(db)).find((b) => b.id === id);
    if (!found) throw notFound(WHAT);
    return found;
  };

  serve(importsApi.list, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await listImportBatches(db)),
  );

  /** The places the import added go to the trash; places edited since are only trashed with `force`. */
  serve(importsApi.undo, async (request) => {
    const { id } = request.params;
    const result = await undoImport(db, id, { force: request.body.force === true });
    if (result.outcome === 'missing') throw notFound(WHAT);
    if (result.outcome === 'edited') throw editedSince(result.ids);
    if (result.trashed > 0) locationsChanged.emit();
    return { ...(await batch(id)), trashed: result.trashed };
  });

  /** Every place the import added that is in the trash comes back (after an undo, say). */
  serve(importsApi.restore, async (request) => {
    const { id } = request.params;
    const result = await restoreImport(db, id);
    if (result.outcome === 'missing') throw notFound(WHAT);
    if (result.restored > 0) locationsChanged.emit();
    return { ...(await batch(id)), restored: result.restored };
  });
};
