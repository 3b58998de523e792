import { sql, type Transaction } from 'kysely';
import type { PlaceValues } from '#shared/history.ts';
import type { Location, LocationStatus, VisitorLocation } from '#shared/location.ts';
import { keptPhotoText } from '#shared/location-schema.ts';
import type { PhotoTexts } from '#shared/photo-text.ts';
import {
  isPostgres,
  readPlaces,
  toLocation,
  toVisitorLocation,
  type Executor,
  type ListOptions,
} from './location-reads';
import type { DB, LocationRowChanges, NewLocationRow } from './schema';
import { replacePlaceTags } from './place-tags';
import { chunks, inBatches, INSERT_BATCH } from './batches';
import { mapInTurns } from '../turns';

// Batching lives in batches.ts (the media rows use it too); the places' callers find it here as before.
export { chunks, inBatches, INSERT_BATCH };

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
  /** Caption and alt text by photo link (those of links not in `photos` are not kept). */
  photoText?: PhotoTexts;
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

/** Name and position of every live place: what an import's duplicate check compares with. */
export function listPlacePositions(
  db: Executor,
): Promise<{ id: number; name: string; latitude: number; longitude: number }[]> {
  return db
    .selectFrom('locations')
    .select(['id', 'name', 'latitude', 'longitude'])
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
  const {
    photos: _photos,
    photoText: _photoText,
    youtubeUrls: _videos,
    tags: _tags,
    ...columns
  } = storedValues(input);
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
    photoText: keptPhotoText(input.photos ?? [], input.photoText ?? {}),
    youtubeUrls: input.youtubeUrls ?? [],
    visitedAt: input.visitedAt ?? null,
    tags: input.tags ?? [],
    isPrivate: input.isPrivate ?? false,
    privateNotes: input.privateNotes ?? '',
  };
}

function linkRows(id: number, urls: string[] | undefined) {
  return (urls ?? []).map((url, position) => ({ locationId: id, position, url }));
}

/** A place's photo rows: each link in order with the owner's words for it. */
function photoRows(id: number, urls: string[] | undefined, texts: PhotoTexts = {}) {
  const kept = keptPhotoText(urls ?? [], texts);
  return linkRows(id, urls).map((row) => ({ ...row, caption: '', alt: '', ...kept[row.url] }));
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
  /** How many places are written so far (an import's progress). */
  onInserted?: (done: number) => void,
): Promise<number[]> {
  const run = async (trx: Transaction<DB>) => {
    await claimWriteLock(trx);
    const ids = await reserveIds(trx, inputs.length);
    const base = now.getTime();
    let inserted = 0;
    await inBatches(
      await mapInTurns(inputs, (input, i) => rowOf(input, ids[i]!, new Date(base + i).toISOString())),
      async (batch) => {
        await trx.insertInto('locations').values(batch).execute();
        onInserted?.((inserted += batch.length));
      },
    );
    await inBatches(
      inputs.flatMap((input, i) => photoRows(ids[i]!, input.photos, input.photoText)),
      (batch) => trx.insertInto('locationPhotos').values(batch).execute(),
    );
    await inBatches(
      inputs.flatMap((input, i) => linkRows(ids[i]!, input.youtubeUrls)),
      (batch) => trx.insertInto('locationVideos').values(batch).execute(),
    );
    const tagged = inputs.flatMap((input, i) =>
      input.tags?.length ? [{ id: ids[i]!, tags: input.tags }] : [],
    );
    await replacePlaceTags(trx, tagged, now.toISOString());
    return ids;
  };
  return db.isTransaction ? run(db as Transaction<DB>) : db.transaction().execute(run);
}

/** The place's videos, given anew (photos carry their words: replacePhotos). */
async function replaceVideos(trx: Transaction<DB>, id: number, urls: string[]) {
  await trx.deleteFrom('locationVideos').where('locationId', '=', id).execute();
  if (urls.length > 0) await trx.insertInto('locationVideos').values(linkRows(id, urls)).execute();
}

/**
 * The place's photos and their words, either given anew: the links kept keep their words unless
 * new ones are given, and the words of a link that is not kept leave with it.
 */
async function replacePhotos(
  trx: Transaction<DB>,
  id: number,
  photos: string[] | undefined,
  photoText: PhotoTexts | undefined,
) {
  const stored = await trx
    .selectFrom('locationPhotos')
    .select(['url', 'caption', 'alt'])
    .where('locationId', '=', id)
    .orderBy('position')
    .execute();
  const texts = photoText ?? Object.fromEntries(stored.map(({ url, ...text }) => [url, text]));
  const rows = photoRows(id, photos ?? stored.map((row) => row.url), texts);
  await trx.deleteFrom('locationPhotos').where('locationId', '=', id).execute();
  if (rows.length > 0) await trx.insertInto('locationPhotos').values(rows).execute();
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
  const { photos, photoText, youtubeUrls, tags, ...columns } = changes;
  const result = await trx
    .updateTable('locations')
    .set({ ...columnsOf(columns), updatedAt: now, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  if (photos !== undefined || photoText !== undefined) await replacePhotos(trx, id, photos, photoText);
  if (youtubeUrls !== undefined) await replaceVideos(trx, id, youtubeUrls);
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
