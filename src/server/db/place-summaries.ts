import { sql } from 'kysely';
import type { OwnerPlaceSummary, PlaceSummary } from '#shared/map-data.ts';
import type { Executor, ListOptions } from './location-reads';
import { readTagsInRange } from './place-tags';

// The compact summaries the map data and the filters are built from (cached-json.ts, place-index.ts):
// a page of live places at a time, without reading photos, notes or addresses.

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

/** A page of live places by id (the columns are the caller's to choose). */
function livePlacesPage(db: Executor, page: Pick<ListOptions, 'after' | 'limit'>) {
  let places = db.selectFrom('locations').where('deletedAt', 'is', null).orderBy('id');
  if (page.after !== undefined) places = places.where('id', '>', page.after);
  if (page.limit !== undefined) places = places.limit(page.limit);
  return places;
}

function summaryQuery(db: Executor, page: Pick<ListOptions, 'after' | 'limit'>) {
  return livePlacesPage(db, page).select([
    'id',
    'latitude',
    'longitude',
    'status',
    'type',
    'name',
    'country',
    'state',
  ]);
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

/** The id and name of every live public place: all the map data's names resource reads. */
export function listPlaceNames(
  db: Executor,
  page: Pick<ListOptions, 'after' | 'limit'> = {},
): Promise<{ id: number; name: string }[]> {
  return livePlacesPage(db, page).select(['id', 'name']).where('isPrivate', '=', 0).execute();
}

/**
 * What the search's index (place-index.ts) keeps of each place of the map data: the same live places
 * in the same order (a visitor's: public ones only), with the words searched and the dates sorted by.
 */
export function listPlaceIndexRows(
  db: Executor,
  audience: 'visitor' | 'owner',
  page: Pick<ListOptions, 'after' | 'limit'> = {},
) {
  const rows = livePlacesPage(db, page).select([
    'id',
    'address',
    'notes',
    'createdAt',
    'updatedAt',
    'visitedAt',
  ]);
  return audience === 'visitor'
    ? rows
        .select(sql<null>`null`.as('privateNotes'))
        .where('isPrivate', '=', 0)
        .execute()
    : rows.select('privateNotes').execute();
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
