import type { Transaction } from 'kysely';
import { PACK_LIMITS, priceBelowMinimum, type PackCurrency, type PackStatus } from '#shared/packs/pack.ts';
import type { Pack, PackCreateParsed, PackPatch } from '#shared/packs/pack-schema.ts';
import { claimWriteLock } from './locations';
import { ownerPacksOfRows, readPackRows, snapshotOfTrip } from './packs-read';
import type { PackRow } from './packs-tables';
import type { DB } from './schema';
import type { Kysely } from 'kysely';

// Every change the owner makes to a pack, checked against the version the owner saw (If-Match)
// and written in one transaction: its fields, its releases, its status.

export type PackWrite =
  | { outcome: 'missing' }
  | { outcome: 'conflict'; current: Pack }
  | { outcome: 'invalid'; fields: Record<string, string> }
  | { outcome: 'done'; pack: Pack };

export interface PackWriteOptions {
  expectedVersion?: number | undefined;
  now?: Date;
}

const TRIP_GONE =
  'The trip this pack sells is gone (deleted or in the trash): restore it to publish a release';

const ownerPack = async (trx: Transaction<DB>, id: number) =>
  (await ownerPacksOfRows(trx, await readPackRows(trx, { ids: [id] })))[0]!;

/** Runs `change` on the pack's row, locked, once its version is the one expected. */
async function changePack(
  db: Kysely<DB>,
  id: number,
  { expectedVersion }: PackWriteOptions,
  change: (trx: Transaction<DB>, row: PackRow) => Promise<PackWrite | undefined>,
): Promise<PackWrite> {
  return db.transaction().execute(async (trx) => {
    await claimWriteLock(trx);
    const [row] = await readPackRows(trx, { ids: [id], lock: true });
    if (!row) return { outcome: 'missing' };
    if (expectedVersion !== undefined && expectedVersion !== row.version)
      return { outcome: 'conflict', current: await ownerPack(trx, id) };
    const refused = await change(trx, row);
    if (refused) return refused;
    return { outcome: 'done', pack: await ownerPack(trx, id) };
  });
}

/** A draft pack made from a live trip: its title, slug and summary unless given. */
export async function createPack(
  db: Kysely<DB>,
  body: PackCreateParsed,
  now = new Date(),
): Promise<PackWrite> {
  return db.transaction().execute(async (trx): Promise<PackWrite> => {
    await claimWriteLock(trx);
    const snapshot = await snapshotOfTrip(trx, body.tripId);
    if (!snapshot)
      return { outcome: 'invalid', fields: { tripId: 'No trip (out of the trash) has this id' } };
    const tooLow = priceBelowMinimum(body.price, body.currency);
    if (tooLow) return { outcome: 'invalid', fields: { price: tooLow } };
    const { trip } = snapshot;
    const at = now.toISOString();
    const { id } = await trx
      .insertInto('packs')
      .values({
        tripId: trip.id,
        slug: body.slug ?? trip.slug,
        title: body.title ?? trip.title.slice(0, PACK_LIMITS.titleMax),
        description: body.description ?? trip.summary.slice(0, PACK_LIMITS.descriptionMax),
        included: JSON.stringify(body.included),
        price: body.price,
        currency: body.currency,
        previewKind: body.previewKind,
        previewStops: body.previewStops,
        status: 'draft',
        version: 1,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { outcome: 'done', pack: await ownerPack(trx, id) };
  });
}

/** The fields sent change; a patch that changes nothing keeps the version. */
export function updatePack(db: Kysely<DB>, id: number, patch: PackPatch, options: PackWriteOptions = {}) {
  return changePack(db, id, options, async (trx, row) => {
    const values = {
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.slug !== undefined && { slug: patch.slug }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.included !== undefined && { included: JSON.stringify(patch.included) }),
      ...(patch.price !== undefined && { price: patch.price }),
      ...(patch.currency !== undefined && { currency: patch.currency }),
      ...(patch.previewKind !== undefined && { previewKind: patch.previewKind }),
      ...(patch.previewStops !== undefined && { previewStops: patch.previewStops }),
    };
    const changed = Object.entries(values).some(([key, value]) => row[key as keyof PackRow] !== value);
    if (!changed) return undefined;
    const tooLow = priceBelowMinimum(
      values.price ?? row.price,
      (values.currency ?? row.currency) as PackCurrency,
    );
    if (tooLow) return { outcome: 'invalid', fields: { price: tooLow } };
    await trx
      .updateTable('packs')
      .set({ ...values, version: row.version + 1, updatedAt: (options.now ?? new Date()).toISOString() })
      .where('id', '=', id)
      .execute();
    return undefined;
  });
}

/** Freezes the trip as it is now as the pack's next release. */
async function insertRelease(trx: Transaction<DB>, row: PackRow, note: string, at: string) {
  const snapshot = await snapshotOfTrip(trx, row.tripId);
  if (!snapshot) return false;
  const last = await trx
    .selectFrom('packReleases')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('packId', '=', row.id)
    .executeTakeFirst();
  await trx
    .insertInto('packReleases')
    .values({
      packId: row.id,
      number: Number(last?.number ?? 0) + 1,
      note,
      snapshot: JSON.stringify(snapshot),
      createdAt: at,
    })
    .execute();
  return true;
}

/** Publishes the next release (v1, v2…) with its change note. */
export function publishRelease(db: Kysely<DB>, id: number, note: string, options: PackWriteOptions = {}) {
  return changePack(db, id, options, async (trx, row) => {
    const at = (options.now ?? new Date()).toISOString();
    if (!(await insertRelease(trx, row, note, at)))
      return { outcome: 'invalid', fields: { tripId: TRIP_GONE } };
    await trx
      .updateTable('packs')
      .set({ version: row.version + 1, updatedAt: at })
      .where('id', '=', id)
      .execute();
    return undefined;
  });
}

/** On sale (a pack never released gets v1 first) or retired. */
export function setPackStatus(
  db: Kysely<DB>,
  id: number,
  status: Exclude<PackStatus, 'draft'>,
  options: PackWriteOptions = {},
) {
  return changePack(db, id, options, async (trx, row) => {
    if (row.status === status) return undefined;
    const at = (options.now ?? new Date()).toISOString();
    if (status === 'on_sale') {
      const released = await trx
        .selectFrom('packReleases')
        .select('id')
        .where('packId', '=', id)
        .executeTakeFirst();
      if (!released && !(await insertRelease(trx, row, 'First release', at)))
        return { outcome: 'invalid', fields: { tripId: TRIP_GONE } };
    }
    await trx
      .updateTable('packs')
      .set({
        status,
        version: row.version + 1,
        updatedAt: at,
        ...(status === 'on_sale' ? { onSaleAt: at, retiredAt: null } : { retiredAt: at }),
      })
      .where('id', '=', id)
      .execute();
    return undefined;
  });
}
