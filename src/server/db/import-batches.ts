import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { PLACE_FIELDS, type ImportBatch } from '#shared/history.ts';
import { applyChanges, live } from './location-changes';
import {
  claimWriteLock,
  chunks,
  insertLocations,
  storedValues,
  type LocationChanges,
  type NewLocation,
} from './locations';
import { isPostgres, readLocations } from './location-reads';
import { valuesOf, writeRevisions } from './revisions';
import type { DB } from './schema';
import { mapInTurns } from '../turns';

/** What an import writes: new places, and changes to live places named by id (update mode). */
export interface ImportPlan {
  fresh: NewLocation[];
  updates: { id: number; changes: LocationChanges }[];
  fileName: string;
}

/**
 * Writes an import as one batch in the caller's transaction: each new place with an `import`
 * revision, each changed place with a `merge-import` one, all naming the batch.
 */
export async function recordImport(
  trx: Transaction<DB>,
  plan: ImportPlan,
  {
    now = new Date(),
    onSaved,
  }: {
    now?: Date;
    /** How many of the plan's places (new ones first, then updates) are written so far. */
    onSaved?: (done: number) => void;
  } = {},
): Promise<{ batchId: string; added: number; updated: number }> {
  const batchId = randomUUID();
  const at = now.toISOString();
  const ids = await insertLocations(trx, plan.fresh, now, onSaved);
  await writeRevisions(
    trx,
    await mapInTurns(plan.fresh, (input, i) => ({
      locationId: ids[i]!,
      action: 'import' as const,
      fields: PLACE_FIELDS,
      before: null,
      after: storedValues(input),
      version: 1,
      batchId,
    })),
    at,
  );
  let updated = 0;
  let written = ids.length;
  for (const part of chunks(plan.updates)) {
    const current = new Map(
      (await readLocations(trx, { ids: part.map((u) => u.id), lock: true })).map((p) => [p.id, live(p)]),
    );
    for (const { id, changes } of part) {
      const place = current.get(id);
      if (place && (await applyChanges(trx, place, changes, { action: 'merge-import', batchId, now: at })))
        updated += 1;
    }
    onSaved?.((written += part.length));
  }
  await trx
    .insertInto('importBatches')
    .values({
      id: batchId,
      createdAt: at,
      fileName: plan.fileName,
      added: ids.length,
      updated,
      undoneAt: null,
    })
    .execute();
  return { batchId, added: ids.length, updated };
}

/** Every import, newest first, with how many of the places it added are still live. */
export async function listImportBatches(db: Kysely<DB>): Promise<ImportBatch[]> {
  const rows = await db
    .selectFrom('importBatches as b')
    .selectAll('b')
    .select((eb) =>
      eb
        .selectFrom('locationRevisions as r')
        .innerJoin('locations as l', 'l.id', 'r.locationId')
        .whereRef('r.batchId', '=', 'b.id')
        .where('r.action', '=', 'import')
        .where('l.deletedAt', 'is', null)
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('live'),
    )
    .orderBy('b.createdAt', 'desc')
    .orderBy('b.id')
    .execute();
  return rows.map((row) => ({ ...row, live: Number(row.live ?? 0) }));
}

export type UndoResult =
  | { outcome: 'missing' }
  /** Places the import added were edited since: the owner is asked first. */
  | { outcome: 'edited'; ids: number[] }
  | { outcome: 'done'; trashed: number };

/**
 * Moves to the trash exactly the places the import added that are still live, each with a
 * `delete` revision naming the batch. Places edited since the import are only trashed with `force`.
 */
export async function undoImport(
  db: Kysely<DB>,
  batchId: string,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): Promise<UndoResult> {
  return db.transaction().execute(async (trx): Promise<UndoResult> => {
    await claimWriteLock(trx);
    let query = trx.selectFrom('importBatches').select('undoneAt').where('id', '=', batchId);
    if (isPostgres(trx)) query = query.forUpdate();
    const batch = await query.executeTakeFirst();
    if (!batch) return { outcome: 'missing' };
    const imported = await trx
      .selectFrom('locationRevisions')
      .select(['locationId', 'version'])
      .where('batchId', '=', batchId)
      .where('action', '=', 'import')
      .execute();
    const importedAt = new Map(imported.map((r) => [r.locationId, r.version]));
    const places = [];
    for (const part of chunks([...importedAt.keys()]))
      places.push(...(await readLocations(trx, { ids: part, lock: true })).map(live));
    const edited = places.filter((p) => p.version > (importedAt.get(p.id) ?? p.version)).map((p) => p.id);
    if (edited.length > 0 && !force) return { outcome: 'edited', ids: edited };

    const at = now.toISOString();
    for (const part of chunks(places)) {
      await trx
        .updateTable('locations')
        .set((eb) => ({ deletedAt: at, updatedAt: at, version: eb('version', '+', 1) }))
        .where(
          'id',
          'in',
          part.map((p) => p.id),
        )
        .execute();
    }
    await writeRevisions(
      trx,
      places.map((p) => ({
        locationId: p.id,
        action: 'delete' as const,
        fields: PLACE_FIELDS,
        before: valuesOf(p),
        after: null,
        version: p.version + 1,
        batchId,
      })),
      at,
    );
    // Undone once, undone at that time (a second undo only trashes what was restored since).
    if (batch.undoneAt === null || places.length > 0)
      await trx.updateTable('importBatches').set({ undoneAt: at }).where('id', '=', batchId).execute();
    return { outcome: 'done', trashed: places.length };
  });
}
