import type { Executor } from './location-reads';

/** A public place as the sitemap lists it. */
export interface PlacePageEntry {
  id: number;
  name: string;
  updatedAt: string;
}

/** Every live public place's id, name and last change, by id: one narrow read, however many places. */
export function listPlacePages(db: Executor): Promise<PlacePageEntry[]> {
  return db
    .selectFrom('locations')
    .select(['id', 'name', 'updatedAt'])
    .where('deletedAt', 'is', null)
    .where('isPrivate', '=', 0)
    .orderBy('id')
    .execute();
}

/**
 * What became of a place that is not public: `trashed` (gone, 410), `hidden` (private or never
 * there: 404, saying nothing of a private place's existence).
 */
export async function placeAbsence(db: Executor, id: number): Promise<'trashed' | 'hidden'> {
  const row = await db
    .selectFrom('locations')
    .select(['deletedAt', 'isPrivate'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.deletedAt != null && row.isPrivate === 0 ? 'trashed' : 'hidden';
}

/** A feed's event: a public place added, or visited, at `at`. */
export interface PlaceEvent {
  id: number;
  name: string;
  kind: 'added' | 'visited';
  at: string;
}

/** The latest `limit` additions and visits of live public places, newest first. */
export async function latestPlaceEvents(db: Executor, limit: number): Promise<PlaceEvent[]> {
  const base = db.selectFrom('locations').where('deletedAt', 'is', null).where('isPrivate', '=', 0);
  const [added, visited] = await Promise.all([
    base
      .select(['id', 'name', 'createdAt as at'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    base
      .select(['id', 'name', 'visitedAt as at'])
      .where('visitedAt', 'is not', null)
      .orderBy('visitedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return [
    ...added.map((row) => ({ ...row, kind: 'added' as const })),
    ...visited.map((row) => ({ ...row, at: row.at!, kind: 'visited' as const })),
  ]
    .sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1))
    .slice(0, limit);
}
