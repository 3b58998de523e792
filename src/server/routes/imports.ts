import { z } from 'zod';
import { listImportBatches, undoImport } from '../db/import-batches';
import { restoreImport } from '../db/trash-imports';
import { editedSince, notFound } from '../errors';
import { idParam, optionalJsonBody } from '../input';
import type { RoutePlugin } from '../context';

const WHAT = 'That import';
const BatchIdParam = idParam(
  z.guid().transform((id) => id.toLowerCase()),
  WHAT,
);
const UndoBody = optionalJsonBody(
  z.strictObject({
    /** Trash the import's places even those edited since (the owner was asked). */
    force: z.boolean({ error: 'force must be true or false' }).optional(),
  }),
);

/** An action without options: no body, or an empty object. */
const NoOptions = optionalJsonBody(z.strictObject({}));

/** The owner's import history: every import as a batch, each of which can be undone. */
export const importBatchRoutes: RoutePlugin = async (app, { database, requireOwner, locationsChanged }) => {
  const { db } = database;

  app.get('/imports', { onRequest: requireOwner }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await listImportBatches(db)),
  );

  /** The places the import added go to the trash; places edited since are only trashed with `force`. */
  app.post(
    '/imports/:id/undo',
    { onRequest: requireOwner, schema: { params: BatchIdParam, body: UndoBody } },
    async (request) => {
      const { id } = request.params;
      const result = await undoImport(db, id, { force: request.body.force === true });
      if (result.outcome === 'missing') throw notFound(WHAT);
      if (result.outcome === 'edited') throw editedSince(result.ids);
      if (result.trashed > 0) locationsChanged.emit();
      const batch = (await listImportBatches(db)).find((b) => b.id === id);
      if (!batch) throw notFound(WHAT);
      return { ...batch, trashed: result.trashed };
    },
  );

  /** Every place the import added that is in the trash comes back (after an undo, say). */
  app.post(
    '/imports/:id/restore',
    { onRequest: requireOwner, schema: { params: BatchIdParam, body: NoOptions } },
    async (request) => {
      const { id } = request.params;
      const result = await restoreImport(db, id);
      if (result.outcome === 'missing') throw notFound(WHAT);
      if (result.restored > 0) locationsChanged.emit();
      const batch = (await listImportBatches(db)).find((b) => b.id === id);
      if (!batch) throw notFound(WHAT);
      return { ...batch, restored: result.restored };
    },
  );
};
