import type { Kysely } from 'kysely';
import type { TrashImportBatch } from '#shared/history.ts';
import { restoreRevision } from './location-changes';
import { live } from './location-changes';
import { chunks, claimWriteLock } from './locations';
import { isPostgres, readLocations } from './location-reads';
import { writeRevisions } from './revisions';
import type { DB } from './schema';

// Places in the trash that an import added: which import, and bringing back all of them at once
// (after an import was undone, the trash holds hundreds of its places).

/** The import that added each place in the trash, by place id (places no import added are absent). */
export async function importsOfTrashedPlaces(db: Kysely<DB>): Promise<Map<number, TrashImportBatch>> {
  const rows = await db
    .selectFrom('locationRevisions as r')
    .innerJoin('locations as l', 'l.id', 'r.locationId')
    .innerJoin('importBatches as b', 'b.id', 'r.batchId')
    .select(['r.locationId', 'b.id', 'b.fileName', 'b.createdAt'])
    .where('r.action', '=', 'import')
    .where('l.deletedAt', 'is not', null)
    .execute();
  return new Map(rows.map(({ locationId, ...batch }) => [locationId, batch]));
}

export type RestoreImportResult = { outcome: 'missing' } | { outcome: 'done'; restored: number };

/**
 * Brings back every place the import added that is in the trash, each with a `restore` revision
 * naming the batch, in one transaction; places already live stay as they are.
 */
export async function restoreImport(
  db: Kysely<DB>,
  batchId: string,
  now = new Date(),
): Promise<RestoreImportResult> {
  return db.transaction().execute(async (trx): Promise<RestoreImportResult> => {
    await claimWriteLock(trx);
    let query = trx.selectFrom('importBatches').select('id').where('id', '=', batchId);
    if (isPostgres(trx)) query = query.forUpdate();
    if (!(await query.executeTakeFirst())) return { outcome: 'missing' };
    const imported = await trx
      .selectFrom('locationRevisions')
      .select('locationId')
      .where('batchId', '=', batchId)
      .where('action', '=', 'import')
      .execute();
    const places = [];
    for (const part of chunks(imported.map((r) => r.locationId)))
      places.push(...(await readLocations(trx, { ids: part, state: 'trashed', lock: true })).map(live));
    const at = now.toISOString();
    for (const part of chunks(places))
      await trx
        .updateTable('locations')
        .set((eb) => ({ deletedAt: null, updatedAt: at, version: eb('version', '+', 1) }))
        .where(
          'id',
          'in',
          part.map((p) => p.id),
        )
        .execute();
    await writeRevisions(
      trx,
      places.map((place) => ({ ...restoreRevision(place), batchId })),
      at,
    );
    return { outcome: 'done', restored: places.length };
  });
}
