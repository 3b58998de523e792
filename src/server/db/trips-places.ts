import { placePath } from '#shared/place-url.ts';
import type { TripPlace } from '#shared/trips/trip-schema.ts';
import { chunks } from './batches';
import type { Executor } from './location-reads';
import type { TripAudience } from './trips-read';

// The places a trip stops at, as a trip shows them. Only live places are read (a stop at a place
// in the trash is left out until it comes back); a visitor's read asks for public places only, so
// a private place's row is never read for one.

export async function readStopPlaces(
  db: Executor,
  placeIds: readonly number[],
  audience: TripAudience,
): Promise<Map<number, TripPlace>> {
  const places = new Map<number, TripPlace>();
  for (const ids of chunks([...new Set(placeIds)])) {
    let query = db
      .selectFrom('locations')
      .select(['id', 'name', 'latitude', 'longitude', 'country', 'state', 'type', 'status', 'isPrivate'])
      .where('id', 'in', ids)
      .where('deletedAt', 'is', null);
    if (audience === 'visitor') query = query.where('isPrivate', '=', 0);
    const rows = await query.execute();
    if (rows.length === 0) continue;
    const photos = await db
      .selectFrom('locationPhotos')
      .select(['locationId', 'url'])
      .where('position', '=', 0)
      .where(
        'locationId',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    const photoOf = new Map(photos.map((photo) => [photo.locationId, photo.url]));
    for (const { isPrivate, ...row } of rows)
      places.set(row.id, {
        ...row,
        photo: photoOf.get(row.id) ?? null,
        path: placePath(row),
        isPrivate: isPrivate === 1,
      });
  }
  return places;
}

/**
 * Whether a visitor may see this cover: not when it is a photo of a place the visitor's trip left
 * out (private or in the trash) and of none of the places it shows.
 */
export async function coverShown(
  db: Executor,
  cover: string,
  shown: readonly number[],
  hidden: readonly number[],
): Promise<boolean> {
  if (hidden.length === 0) return true;
  const listing = await db
    .selectFrom('locationPhotos')
    .select('locationId')
    .where('url', '=', cover)
    .execute();
  const owners = new Set(listing.map((row) => row.locationId));
  return shown.some((id) => owners.has(id)) || !hidden.some((id) => owners.has(id));
}
