import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Location, LocationStatus } from '../../shared/location';
import type { PlaceSummary } from '../../shared/map-data';
import type { DB, LocationsTable } from './schema';

type Executor = Kysely<DB> | Transaction<DB>;

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
}

export type LocationChanges = Partial<NewLocation>;

const LINK_TABLES = { photos: 'locationPhotos', youtubeUrls: 'locationVideos' } as const;
/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_BATCH = 500;

function toLocation(row: LocationsTable, photos: string[], youtubeUrls: string[]): Location {
  return { ...row, status: row.status as LocationStatus, photos, youtubeUrls };
}

function groupLinks(rows: { locationId: number; url: string }[]): Map<number, string[]> {
  const byLocation = new Map<number, string[]>();
  for (const row of rows) {
    const list = byLocation.get(row.locationId);
    if (list) list.push(row.url);
    else byLocation.set(row.locationId, [row.url]);
  }
  return byLocation;
}

export interface ListOptions {
  /** Only these ids (in list order). */
  ids?: number[];
  /** Page size; with `after`, pages through the list by id. */
  limit?: number;
  /** Return places whose id is greater than this (the cursor). */
  after?: number;
}

/** Places oldest first (ids grow with creation), with their photos and videos in order. */
export async function listLocations(db: Executor, options: ListOptions = {}): Promise<Location[]> {
  let query = db.selectFrom('locations').selectAll().orderBy('id');
  if (options.ids) query = query.where('id', 'in', options.ids.length > 0 ? options.ids : [-1]);
  if (options.after !== undefined) query = query.where('id', '>', options.after);
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const whole = !options.ids && options.after === undefined && options.limit === undefined;
  const links = (table: 'locationPhotos' | 'locationVideos') => {
    let q = db.selectFrom(table).select(['locationId', 'url']).orderBy('locationId').orderBy('position');
    if (!whole)
      q = q.where(
        'locationId',
        'in',
        rows.map((r) => r.id),
      );
    return q.execute();
  };
  const [photos, videos] = await Promise.all([links('locationPhotos'), links('locationVideos')]);
  const photosBy = groupLinks(photos);
  const videosBy = groupLinks(videos);
  return rows.map((row) => toLocation(row, photosBy.get(row.id) ?? [], videosBy.get(row.id) ?? []));
}

/** What the map and the filters need of every place, without reading photos and notes. */
export async function listPlaceSummaries(db: Executor): Promise<PlaceSummary[]> {
  const [rows, withVideo] = await Promise.all([
    db
      .selectFrom('locations')
      .select(['id', 'latitude', 'longitude', 'status', 'type', 'name', 'country', 'state'])
      .orderBy('id')
      .execute(),
    db.selectFrom('locationVideos').select('locationId').distinct().execute(),
  ]);
  const videos = new Set(withVideo.map((row) => row.locationId));
  return rows.map((row) => ({ ...row, status: row.status as LocationStatus, hasVideo: videos.has(row.id) }));
}

export async function getLocation(db: Executor, id: number): Promise<Location | undefined> {
  const row = await db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [photos, videos] = await Promise.all([
    db.selectFrom('locationPhotos').select('url').where('locationId', '=', id).orderBy('position').execute(),
    db.selectFrom('locationVideos').select('url').where('locationId', '=', id).orderBy('position').execute(),
  ]);
  return toLocation(
    row,
    photos.map((p) => p.url),
    videos.map((v) => v.url),
  );
}

export async function countLocations(db: Executor): Promise<number> {
  const { count } = await db
    .selectFrom('locations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

function rowOf(input: NewLocation, id: number, now: string): LocationsTable {
  return {
    id,
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
    visitedAt: input.visitedAt ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

async function insertInBatches<T extends keyof DB>(db: Executor, table: T, rows: DB[T][]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    // Kysely's generic insert needs the table's row type; the rows come from rowOf/linkRows.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + INSERT_BATCH) as never)
      .execute();
  }
}

function linkRows(id: number, urls: string[] | undefined) {
  return (urls ?? []).map((url, position) => ({ locationId: id, position, url }));
}

/**
 * Reserves `count` new ids. PostgreSQL draws them from the identity sequence; SQLite (one writer
 * at a time) continues after the highest id it ever gave, so a deleted place's id is never reused.
 */
async function reserveIds(trx: Transaction<DB>, count: number): Promise<number[]> {
  if (count === 0) return [];
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
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
 * their ids. `createdAt` advances by a millisecond per place so "newest first" stays stable.
 */
export async function insertLocations(
  db: Executor,
  inputs: NewLocation[],
  now = new Date(),
): Promise<number[]> {
  const run = async (trx: Transaction<DB>) => {
    const ids = await reserveIds(trx, inputs.length);
    const base = now.getTime();
    await insertInBatches(
      trx,
      'locations',
      inputs.map((input, i) => rowOf(input, ids[i]!, new Date(base + i).toISOString())),
    );
    await insertInBatches(
      trx,
      'locationPhotos',
      inputs.flatMap((input, i) => linkRows(ids[i]!, input.photos)),
    );
    await insertInBatches(
      trx,
      'locationVideos',
      inputs.flatMap((input, i) => linkRows(ids[i]!, input.youtubeUrls)),
    );
    return ids;
  };
  return db.isTransaction ? run(db as Transaction<DB>) : db.transaction().execute(run);
}

export async function createLocation(db: Kysely<DB>, input: NewLocation): Promise<Location> {
  const [id] = await insertLocations(db, [input]);
  const created = await getLocation(db, id!);
  if (!created) throw new Error('The new location could not be read back');
  return created;
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

/** Applies the changes in one transaction; undefined when there is no such place. */
export async function updateLocation(
  db: Kysely<DB>,
  id: number,
  changes: LocationChanges,
): Promise<Location | undefined> {
  const { photos, youtubeUrls, ...columns } = changes;
  const found = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('locations')
      .set({ ...columns, updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    if (photos !== undefined) await replaceLinks(trx, LINK_TABLES.photos, id, photos);
    if (youtubeUrls !== undefined) await replaceLinks(trx, LINK_TABLES.youtubeUrls, id, youtubeUrls);
    return true;
  });
  return found ? getLocation(db, id) : undefined;
}

export async function deleteLocation(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('locations').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Custom types in use, beyond the 13 known ones. */
export async function listTypesInUse(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('locations').select('type').distinct().orderBy('type').execute();
  return rows.map((r) => r.type);
}
