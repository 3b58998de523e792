import { formatPrice } from '#shared/packs/pack.ts';
import type { Pack, PackCard, PackRelease } from '#shared/packs/pack-schema.ts';
import { PACK_PATH_PREFIX } from '#shared/packs/pack-head.ts';
import type { Trip } from '#shared/trips/trip-schema.ts';
import type { ExportTrack } from '../trips/trip-export';
import { chunks } from './batches';
import { isPostgres, type Executor } from './location-reads';
import type { PackReleaseRow, PackRow } from './packs-tables';
import { readTrackLinesFor } from './trips-tracks';
import { readTripForSale } from './trips-read';

// Reading packs: the owner's view (with releases and order counts), the public card and page, and
// the trip a release froze (its snapshot: the trip as a visitor reads it, and its tracks whole).

/** What a release freezes: the trip without private places, and its route lines as a visitor sees them. */
export interface Snapshot {
  trip: Trip;
  tracks: ExportTrack[];
}

/** The trip as it is now, ready to freeze; undefined when it is gone (deleted or in the trash). */
export async function snapshotOfTrip(db: Executor, tripId: number | null): Promise<Snapshot | undefined> {
  if (tripId === null) return undefined;
  const trip = await readTripForSale(db, tripId);
  if (!trip) return undefined;
  // As a visitor reads them: cut around private stops (trips/track-privacy.ts).
  const tracks = await readTrackLinesFor(db, tripId, 'visitor');
  return { trip, tracks: tracks.map(({ name, dayIndex, lines }) => ({ name, dayIndex, lines })) };
}

export const parseSnapshot = (text: string): Snapshot => JSON.parse(text) as Snapshot;

/** A pack's page: /trip-packs/4-japan-by-rail (the id first; the slug may change). */
export const packPath = (row: Pick<PackRow, 'id' | 'slug'>) => `${PACK_PATH_PREFIX}${row.id}-${row.slug}`;

export const toRelease = (
  row: Pick<PackReleaseRow, 'id' | 'number' | 'note' | 'createdAt'>,
): PackRelease => ({
  id: row.id,
  number: row.number,
  note: row.note,
  createdAt: row.createdAt,
});

export function readPackRows(
  db: Executor,
  { ids, status, lock }: { ids?: readonly number[]; status?: PackRow['status']; lock?: boolean } = {},
) {
  let query = db.selectFrom('packs').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc');
  if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : [-1]);
  if (status) query = query.where('status', '=', status);
  if (lock && isPostgres(db)) query = query.forUpdate();
  return query.execute();
}

/** Every release of these packs, oldest first, without their snapshots. */
export async function readReleases(db: Executor, packIds: readonly number[]) {
  const byPack = new Map<number, PackRelease[]>();
  for (const ids of chunks(packIds)) {
    const rows = await db
      .selectFrom('packReleases')
      .select(['id', 'packId', 'number', 'note', 'createdAt'])
      .where('packId', 'in', ids.length > 0 ? ids : [-1])
      .orderBy('number')
      .execute();
    for (const row of rows) byPack.set(row.packId, [...(byPack.get(row.packId) ?? []), toRelease(row)]);
  }
  return byPack;
}

/** The newest release of a pack, with its snapshot. */
export function latestRelease(db: Executor, packId: number) {
  return db
    .selectFrom('packReleases')
    .selectAll()
    .where('packId', '=', packId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Packs as their owner edits them. */
export async function ownerPacksOfRows(db: Executor, rows: readonly PackRow[]): Promise<Pack[]> {
  const ids = rows.map((row) => row.id);
  const releases = await readReleases(db, ids);
  const counts = new Map<number, number>();
  const titles = new Map<number, string>();
  for (const part of chunks(ids)) {
    const orderRows = await db
      .selectFrom('packOrders')
      .select(['packId', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('packId', 'in', part.length > 0 ? part : [-1])
      .groupBy('packId')
      .execute();
    for (const row of orderRows) counts.set(row.packId, Number(row.count));
  }
  const tripIds = rows.map((row) => row.tripId).filter((id): id is number => id !== null);
  for (const part of chunks(tripIds)) {
    const tripRows = await db
      .selectFrom('trips')
      .select(['id', 'title'])
      .where('id', 'in', part.length > 0 ? part : [-1])
      .execute();
    for (const row of tripRows) titles.set(row.id, row.title);
  }
  return rows.map((row) => ({
    id: row.id,
    tripId: row.tripId,
    tripTitle: row.tripId === null ? null : (titles.get(row.tripId) ?? null),
    slug: row.slug,
    path: packPath(row),
    title: row.title,
    description: row.description,
    included: JSON.parse(row.included) as string[],
    price: row.price,
    currency: row.currency,
    priceLabel: formatPrice(row.price, row.currency),
    previewKind: row.previewKind,
    previewStops: row.previewStops,
    status: row.status,
    releases: releases.get(row.id) ?? [],
    orderCount: counts.get(row.id) ?? 0,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    onSaleAt: row.onSaleAt,
    retiredAt: row.retiredAt,
  }));
}

export async function readOwnerPack(db: Executor, id: number): Promise<Pack | undefined> {
  const rows = await readPackRows(db, { ids: [id] });
  return (await ownerPacksOfRows(db, rows))[0];
}

/**
 * The trip a pack's page shows: its newest release's, or (a draft not yet released, seen by its
 * owner) the trip as it is now.
 */
export async function shownTrip(
  db: Executor,
  row: PackRow,
): Promise<{ trip: Trip; releaseNumber: number } | undefined> {
  const release = await latestRelease(db, row.id);
  if (release) return { trip: parseSnapshot(release.snapshot).trip, releaseNumber: release.number };
  const now = await snapshotOfTrip(db, row.tripId);
  return now && { trip: now.trip, releaseNumber: 0 };
}

/** What a card and a page show of any pack. */
export function publicFields(row: PackRow, trip: Trip, releaseNumber: number): PackCard {
  return {
    id: row.id,
    slug: row.slug,
    path: packPath(row),
    title: row.title,
    description: row.description,
    included: JSON.parse(row.included) as string[],
    price: row.price,
    currency: row.currency,
    priceLabel: formatPrice(row.price, row.currency),
    coverPhoto: trip.coverPhoto,
    dayCount: trip.dayCount,
    stopCount: trip.stopCount,
    countries: trip.countries,
    releaseNumber,
    updatedAt: row.updatedAt,
  };
}

/** The packs on sale, newest first, as /trip-packs lists them. */
export async function listPackCards(db: Executor): Promise<PackCard[]> {
  const rows = await readPackRows(db, { status: 'on_sale' });
  const cards: PackCard[] = [];
  for (const row of rows) {
    const shown = await shownTrip(db, row);
    if (shown) cards.push(publicFields(row, shown.trip, shown.releaseNumber));
  }
  return cards;
}
