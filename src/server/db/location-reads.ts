import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import type { Location, VisitorLocation } from '#shared/location.ts';
import type { PhotoInfo } from '#shared/media.ts';
import type { PhotoTexts } from '#shared/photo-text.ts';
import { photoInfoOf, readPhotoInfo } from './media';
import type { DB, LocationRow } from './schema';
import { readTagsOf } from './place-tags';

// Reading places with their photos and videos: live ones (every public read), those in the trash,
// or both, optionally locked for a change.

export type Executor = Kysely<DB> | Transaction<DB>;

export const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A place as the owner's tools read it: live or in the trash (`deletedAt`). */
export type StoredLocation = Location & { deletedAt: string | null };

/** What a place carries beside its row: its links in order, its tags, its uploaded photos' sizes. */
export interface PlaceLinks {
  photos: string[];
  youtubeUrls: string[];
  tags: string[];
  photoInfo: Record<string, PhotoInfo>;
  photoText: PhotoTexts;
}

export function toLocation(
  { deletedAt: _deletedAt, isPrivate, ...row }: LocationRow,
  links: PlaceLinks,
): Location {
  return { ...row, isPrivate: isPrivate === 1, ...links };
}

/** A public place as a visitor receives it: the owner's private notes left out. */
export function toVisitorLocation(row: LocationRow, links: PlaceLinks): VisitorLocation {
  const { privateNotes: _privateNotes, ...place } = toLocation(row, links);
  return place;
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
  /**
   * Who reads: a visitor's read asks the database for public places only (private rows are never
   * read, so neither the answer nor its timing depends on them); the owner's tools read them all.
   */
  audience?: 'visitor' | 'owner';
}

interface ReadOptions extends ListOptions {
  /** Live places (what every public read shows), those in the trash, or both. */
  state?: 'live' | 'trashed' | 'any';
  /** PostgreSQL: lock the rows until the transaction ends, so a version read is the one written over. */
  lock?: boolean;
}

export async function readPlaces<T>(
  db: Executor,
  options: ReadOptions,
  shape: (row: LocationRow, links: PlaceLinks) => T,
): Promise<T[]> {
  const { state = 'live', audience = 'owner' } = options;
  let query = db.selectFrom('locations').selectAll().orderBy('id');
  if (audience === 'visitor') query = query.where('isPrivate', '=', 0);
  if (state === 'live') query = query.where('deletedAt', 'is', null);
  if (state === 'trashed') query = query.where('deletedAt', 'is not', null);
  if (options.ids) query = query.where('id', 'in', options.ids.length > 0 ? options.ids : [-1]);
  if (options.after !== undefined) query = query.where('id', '>', options.after);
  if (options.limit !== undefined) query = query.limit(options.limit);
  // SQLite has no FOR UPDATE: its one writer at a time serializes the transactions instead.
  if (options.lock && isPostgres(db)) query = query.forUpdate();
  const rows = await query.execute();
  if (rows.length === 0) return [];
  // The whole list reads every link at once (a trashed or private place's links are simply not
  // picked up); a visitor's read names its places, so no private place's links are read.
  const whole =
    audience === 'owner' && !options.ids && options.after === undefined && options.limit === undefined;
  const ids = rows.map((r) => r.id);
  let photoQuery = db
    .selectFrom('locationPhotos')
    .select(['locationId', 'url', 'caption', 'alt'])
    .orderBy('locationId')
    .orderBy('position');
  let videoQuery = db
    .selectFrom('locationVideos')
    .select(['locationId', 'url'])
    .orderBy('locationId')
    .orderBy('position');
  if (!whole) {
    photoQuery = photoQuery.where('locationId', 'in', ids);
    videoQuery = videoQuery.where('locationId', 'in', ids);
  }
  const [photos, videos, tags] = await Promise.all([
    photoQuery.execute(),
    videoQuery.execute(),
    readTagsOf(db, whole ? undefined : rows.map((r) => r.id)),
  ]);
  const photosBy = groupLinks(photos);
  const videosBy = groupLinks(videos);
  const infoOf = await readPhotoInfo(db, photos);
  const textsBy = new Map<number, PhotoTexts>();
  for (const { locationId, url, caption, alt } of photos) {
    if (!caption && !alt) continue;
    const texts = textsBy.get(locationId) ?? {};
    texts[url] = { caption, alt };
    textsBy.set(locationId, texts);
  }
  return rows.map((row) => {
    const placePhotos = photosBy.get(row.id) ?? [];
    return shape(row, {
      photos: placePhotos,
      youtubeUrls: videosBy.get(row.id) ?? [],
      tags: tags.get(row.id) ?? [],
      photoInfo: photoInfoOf(placePhotos, infoOf),
      photoText: textsBy.get(row.id) ?? {},
    });
  });
}

/** Places with their photos and videos in order, and when each went to the trash. */
export function readLocations(db: Executor, options: ReadOptions = {}): Promise<StoredLocation[]> {
  return readPlaces(db, options, (row, links) => ({
    ...toLocation(row, links),
    deletedAt: row.deletedAt,
  }));
}
