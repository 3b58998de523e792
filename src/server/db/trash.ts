import type { Kysely } from 'kysely';
import type { TrashedLocation } from '#shared/history.ts';
import { readLocations } from './location-reads';
import { mentionedPhotoIds } from './media';
import type { DB } from './schema';

// The trash: places the owner deleted, kept (with their photos, videos and history) until restored,
// deleted forever, or older than TRASH_DAYS. Deleting a row takes its links and revisions with it
// (ON DELETE CASCADE), so a purge needs no revision of its own.

/** The places in the trash, the most recently deleted first. */
export async function listTrash(db: Kysely<DB>): Promise<TrashedLocation[]> {
  const places = await readLocations(db, { state: 'trashed' });
  return places
    .map((place) => ({ ...place, deletedAt: place.deletedAt ?? '' }))
    .sort((a, b) => (a.deletedAt === b.deletedAt ? b.id - a.id : a.deletedAt < b.deletedAt ? 1 : -1));
}

/**
 * The uploaded photos the places in the trash (one of them, or those deleted before `cutoff`) list
 * or mention in their history: asked before a purge, so their files can go once nothing else
 * refers to them (MediaLibrary.release).
 */
export async function photosInTrash(
  db: Kysely<DB>,
  which: { id?: number; cutoff?: string },
): Promise<string[]> {
  let places = db.selectFrom('locations').select('id').where('deletedAt', 'is not', null);
  if (which.id !== undefined) places = places.where('id', '=', which.id);
  if (which.cutoff !== undefined) places = places.where('deletedAt', '<', which.cutoff);
  const [photos, revisions] = await Promise.all([
    db.selectFrom('locationPhotos').select('url').where('locationId', 'in', places).execute(),
    db
      .selectFrom('locationRevisions')
      .select(['before', 'after'])
      .where('locationId', 'in', places)
      .where((eb) => eb.or([eb('before', 'like', '%/media/%'), eb('after', 'like', '%/media/%')]))
      .execute(),
  ]);
  return mentionedPhotoIds([...photos.map((p) => p.url), ...revisions.flatMap((r) => [r.before, r.after])]);
}

/** One place out of the trash for good; false when it is not in the trash. */
export async function deleteForever(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('locations')
    .where('id', '=', id)
    .where('deletedAt', 'is not', null)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every place in the trash, or only those deleted before `cutoff` (an ISO time); how many went. */
export async function purgeTrash(db: Kysely<DB>, cutoff?: string): Promise<number> {
  let query = db.deleteFrom('locations').where('deletedAt', 'is not', null);
  if (cutoff !== undefined) query = query.where('deletedAt', '<', cutoff);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
