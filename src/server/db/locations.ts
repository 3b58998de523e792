import { sql, type Transaction } from 'kysely';
import type { PlaceValues } from '../../shared/history';
import type { Location, LocationStatus, VisitorLocation } from '../../shared/location';
import type { OwnerPlaceSummary, PlaceSummary } from '../../shared/map-data';
import {
  isPostgres,
  readPlaces,
  toLocation,
  toVisitorLocation,
  type Executor,
  type ListOptions,
} from './location-reads';
import type { DB, LocationRowChanges, NewLocationRow } from './schema';
import { readTagsInRange, replacePlaceTags } from './place-tags';

/** Everything a new place can carry, already validated. */
export interface NewLocation {
  name: string;
  type: string;
  category?: string;
  latitude: number;
  longitude: number;
  address?: string;
  state?: string | null;
  country?: string;
  status: LocationStatus;
  notes?: string;
  photos?: string[];
  youtubeUrls?: string[];
  visitedAt?: string | null;
  /** Tag names; unknown ones create the tag (db/tags.ts). */
  tags?: string[];
  isPrivate?: boolean;
  privateNotes?: string;
  /** Kept from an import of our own export; now otherwise. */
  createdAt?: string;
}

export type LocationChanges = Partial<Omit<NewLocation, 'createdAt'>>;

const LINK_TABLES = { photos: 'locationPhotos', youtubeUrls: 'locationVideos' } as const;
/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
export const INSERT_BATCH = 500;

/** Every live place (private ones too: the owner's read), oldest first, with photos and videos in order. */
export function listLocations(
  db: Executor,
  options: Omit<ListOptions, 'audience'> = {},
): Promise<Location[]> {
  return readPlaces(db, { ...options, audience: 'owner' }, toLocation);
}

/** The live public places as a visitor receives them: no private place is read, no private notes sent. */
export function listVisitorLocations(
  db: Executor,
  options: Omit<ListOptions, 'audience'> = {},
): Promise<VisitorLocation[]> {
  return readPlaces(db, { ...options, audience: 'visitor' }, toVisitorLocation);
}

/** Ids of the page's places that have at least one row in `table` (photos or videos). */
async function idsWithLinks(
  db: Executor,
  table: 'locationPhotos' | 'locationVideos',
  rows: readonly { id: number }[],
  audience: 'visitor' | 'owner',
): Promise<Set<number>> {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return new Set();
  let query = db
    .selectFrom(table)
    .select(`${table}.locationId`)
    .distinct()
    .where(`${table}.locationId`, '>=', first.id)
    .where(`${table}.locationId`, '<=', last.id);
  // A visitor's read joins the public places: no private place's links are read.
  if (audience === 'visitor')
    query = query
      .innerJoin('locations', 'locations.id', `${table}.locationId`)
      .where('locations.isPrivate', '=', 0);
  const found = await query.execute();
  return new Set(found.map((row) => row.locationId));
}

function summaryQuery(db: Executor, page: Pick<ListOptions, 'after' | 'limit'>) {
  let places = db
    .selectFrom('locations')
    .select(['id', 'latitude', 'longitude', 'status', 'type', 'name', 'country', 'state'])
    .where('deletedAt', 'is', null)
    .orderBy('id');
  if (page.after !== undefined) places = places.where('id', '>', page.after);
  if (page.limit !== undefined) places = places.limit(page.limit);
  return places;
}

/** Each place of a page of summaries with whether it has a video, and its tags when it has any. */
async function withVideosAndTags<R extends { id: number }>(
  db: Executor,
  rows: R[],
  page: Pick<ListOptions, 'after' | 'limit'>,
  audience: 'visitor' | 'owner',
): Promise<(R & { hasVideo: boolean; tags?: string[] })[]> {
  // A page reads the tags of its own id range only.
  const last = page.limit !== undefined ? rows.at(-1)?.id : undefined;
  const [videos, tags] = await Promise.all([
    idsWithLinks(db, 'locationVideos', rows, audience),
    readTagsInRange(db, page.after, last, audience),
  ]);
  return rows.map((row) => {
    const names = tags.get(row.id);
    return names
      ? { ...row, hasVideo: videos.has(row.id), tags: names }
      : { ...row, hasVideo: videos.has(row.id) };
  });
}

/** What the visitors' map and filters need of every live public place, without reading photos and notes. */
export async function listPlaceSummaries(
  db: Executor,
  page: Pick<ListOptions, 'after' | 'limit'> = {},
): Promise<PlaceSummary[]> {
  const rows = await summaryQuery(db, page).where('isPrivate', '=', 0).execute();
  return withVideosAndTags(db, rows, page, 'visitor');
}

/** The owner's map data: every live place, private ones too, with what the owner's filters need. */
export async function listOwnerPlaceSummaries(
  db: Executor,
  page: Pick<ListOptions, 'after' | 'limit'> = {},
): Promise<OwnerPlaceSummary[]> {
  const rows = await summaryQuery(db, page).select(['isPrivate', 'visitedAt']).execute();
  const [places, photos] = await Promise.all([
    withVideosAndTags(db, rows, page, 'owner'),
    idsWithLinks(db, 'locationPhotos', rows, 'owner'),
  ]);
  return places.map(({ isPrivate, visitedAt, ...place }) => ({
    ...place,
    isPrivate: isPrivate === 1,
    hasPhoto: photos.has(place.id),
    hasVisitedAt: visitedAt !== null,
  }));
}

/** Name and position of every live place: what an import's duplicate check compares with. */
export function listPlacePositions(
  db: Executor,
): Promise<{ name: string; latitude: number; longitude: number }[]> {
  return db
    .selectFrom('locations')
    .select(['name', 'latitude', 'longitude'])
    .where('deletedAt', 'is', null)
    .execute();
}

/** A live place (private or not: the owner's read); undefined when there is none with this id or it is in the trash. */
export async function getLocation(db: Executor, id: number): Promise<Location | undefined> {
  const [place] = await listLocations(db, { ids: [id] });
  return place;
}

/** A live public place as a visitor receives it; undefined for a missing, trashed or private one alike. */
export async function getVisitorLocation(db: Executor, id: number): Promise<VisitorLocation | undefined> {
  const [place] = await listVisitorLocations(db, { ids: [id] });
  return place;
}

/** Every place ever kept, the trash included (the demo seed fills only an empty database). */
export async function countLocations(db: Executor): Promise<number> {
  const { count } = await db
    .selectFrom('locations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The stored form of a change: `isPrivate` is 0 or 1 on both engines. */
export function columnsOf<T extends { isPrivate?: boolean }>({
  isPrivate,
  ...columns
}: T): Omit<T, 'isPrivate'> & Pick<LocationRowChanges, 'isPrivate'> {
  return isPrivate === undefined ? columns : { ...columns, isPrivate: isPrivate ? 1 : 0 };
}

function rowOf(input: NewLocation, id: number, now: string): NewLocationRow {
  const { photos: _photos, youtubeUrls: _videos, tags: _tags, ...columns } = storedValues(input);
  return { id, ...columnsOf(columns), createdAt: input.createdAt ?? now, updatedAt: now };
}

/** The values a new place is stored with (what its first revision records). */
export function storedValues(input: NewLocation): Required<PlaceValues> {
  return {
    name: input.name,
    type: input.type,
    category: input.category ?? '',
    latitude: input.latitude,
    longitude: input.longitude,
    address: input.address ?? '',
    state: input.state ?? null,
    country: input.country ?? '',
    status: input.status,
    notes: input.notes ?? '',
    photos: input.photos ?? [],
    youtubeUrls: input.youtubeUrls ?? [],
    visitedAt: input.visitedAt ?? null,
    tags: input.tags ?? [],
    isPrivate: input.isPrivate ?? false,
    privateNotes: input.privateNotes ?? '',
  };
}

/** The list in slices of INSERT_BATCH: what one query may name by id on either engine. */
export function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += INSERT_BATCH) out.push(list.slice(i, i + INSERT_BATCH));
  return out;
}

export async function inBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await insert(rows.slice(i, i + INSERT_BATCH));
}

function linkRows(id: number, urls: string[] | undefined) {
  return (urls ?? []).map((url, position) => ({ locationId: id, position, url }));
}

/**
 * SQLite: takes the database's write lock at once (an UPDATE that matches nothing), so what the
 * transaction reads next is what it writes over, even with another process on the same file;
 * waits (busy_timeout) while another writer holds it. PostgreSQL locks the rows read instead.
 */
export async function claimWriteLock(trx: Transaction<DB>): Promise<void> {
  if (!isPostgres(trx)) await sql`update locations set version = version where id = -1`.execute(trx);
}

/**
 * Reserves `count` new ids. PostgreSQL draws them from the identity sequence; SQLite (one writer
 * at a time) continues after the highest id it ever gave, so a deleted place's id is never reused.
 */
async function reserveIds(trx: Transaction<DB>, count: number): Promise<number[]> {
  if (count === 0) return [];
  if (isPostgres(trx)) {
    const { rows } = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence('locations', 'id'))::integer as id from generate_series(1, ${count})`.execute(
      trx,
    );
    return rows.map((r) => r.id);
  }
  const { rows } = await sql<{ top: number | null }>`
    select max(coalesce((select seq from sqlite_sequence where name = 'locations'), 0), coalesce((select max(id) from locations), 0)) as top`.execute(
    trx,
  );
  const top = Number(rows[0]?.top ?? 0);
  return Array.from({ length: count }, (_, i) => top + 1 + i);
}

/**
 * Inserts many places in the caller's transaction (or one of its own), in order, and returns
 * their ids. `createdAt` (unless given) advances by a millisecond per place so "newest first"
 * stays stable. No revisions: the callers that need them (create, import) write their own.
 */
export async function insertLocations(
  db: Executor,
  inputs: NewLocation[],
  now = new Date(),
): Promise<number[]> {
  const run = async (trx: Transaction<DB>) => {
    await claimWriteLock(trx);
    const ids = await reserveIds(trx, inputs.length);
    const base = now.getTime();
    await inBatches(
      inputs.map((input, i) => rowOf(input, ids[i]!, new Date(base + i).toISOString())),
      (batch) => trx.insertInto('locations').values(batch).execute(),
    );
    await inBatches(
      inputs.flatMap((input, i) => linkRows(ids[i]!, input.photos)),
      (batch) => trx.insertInto(LINK_TABLES.photos).values(batch).execute(),
    );
    await inBatches(
      inputs.flatMap((input, i) => linkRows(ids[i]!, input.youtubeUrls)),
      (batch) => trx.insertInto(LINK_TABLES.youtubeUrls).values(batch).execute(),
    );
    const tagged = inputs.flatMap((input, i) =>
      input.tags?.length ? [{ id: ids[i]!, tags: input.tags }] : [],
    );
    await replacePlaceTags(trx, tagged, now.toISOString());
    return ids;
  };
  return db.isTransaction ? run(db as Transaction<DB>) : db.transaction().execute(run);
}

async function replaceLinks(
  trx: Transaction<DB>,
  table: 'locationPhotos' | 'locationVideos',
  id: number,
  urls: string[],
) {
  await trx.deleteFrom(table).where('locationId', '=', id).execute();
  if (urls.length > 0) await trx.insertInto(table).values(linkRows(id, urls)).execute();
}

/**
 * Writes `changes` over the place at `version` and gives it the next version, in the caller's
 * transaction. False when the place is no longer at that version (changed by someone else).
 */
export async function writeLocation(
  trx: Transaction<DB>,
  id: number,
  version: number,
  changes: LocationChanges & { deletedAt?: string | null },
  now: string,
): Promise<boolean> {
  const { photos, youtubeUrls, tags, ...columns } = changes;
  const result = await trx
    .updateTable('locations')
    .set({ ...columnsOf(columns), updatedAt: now, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  if (photos !== undefined) await replaceLinks(trx, LINK_TABLES.photos, id, photos);
  if (youtubeUrls !== undefined) await replaceLinks(trx, LINK_TABLES.youtubeUrls, id, youtubeUrls);
  if (tags !== undefined) await replacePlaceTags(trx, [{ id, tags }], now);
  return true;
}

/** Types of the live places (the public ones only for a visitor). */
export async function listTypesInUse(db: Executor, audience: 'visitor' | 'owner'): Promise<string[]> {
  let query = db.selectFrom('locations').select('type').where('deletedAt', 'is', null);
  if (audience === 'visitor') query = query.where('isPrivate', '=', 0);
  const rows = await query.distinct().orderBy('type').execute();
  return rows.map((r) => r.type);
}
