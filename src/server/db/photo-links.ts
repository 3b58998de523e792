import type { Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * Whether `url` is a photo link of a place in the archive (not in the trash), one a visitor may see
 * (public) unless `owner`: the photo proxy serves no other address.
 */
export async function isPlacePhotoLink(db: Kysely<DB>, url: string, owner: boolean): Promise<boolean> {
  let query = db
    .selectFrom('locationPhotos')
    .innerJoin('locations', 'locations.id', 'locationPhotos.locationId')
    .select('locationPhotos.locationId')
    .where('locationPhotos.url', '=', url)
    .where('locations.deletedAt', 'is', null);
  if (!owner) query = query.where('locations.isPrivate', '=', 0);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
