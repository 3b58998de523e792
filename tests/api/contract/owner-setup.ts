import sharp from 'sharp';
import type { Location } from '../../../src/shared/location';
import type { UploadedPhoto } from '../../../src/shared/media';
import { freshAddress } from '../../helpers/forms';
import type { World } from './samples';

// What the samples of the owner's tools set up through the API: places, tags, imports, photos.

let made = 0;
/** A name no other sample uses, so no two samples' places are duplicates of each other. */
export const uniqueName = (what: string) => `${what} ${(made += 1)}`;

/** A new place; `near` puts it 10 m from that one (a duplicate when the names are alike). */
export function createPlace(world: World, name: string, near?: Location): Promise<Location> {
  const at = near ?? { latitude: -40 + made / 100, longitude: 170 - made / 100 };
  return world.owner<Location>('POST', '/api/locations', {
    name,
    latitude: at.latitude + (near ? 0.0001 : 0),
    longitude: at.longitude,
    status: 'visited',
  });
}

/** A place moved to the trash: its id. */
export async function trashedPlace(world: World): Promise<number> {
  const place = await createPlace(world, uniqueName('Trashed by the contract'));
  await world.owner('DELETE', `/api/locations/${place.id}`);
  return place.id;
}

/** A one-place import: its batch id. */
export async function importedBatch(world: World): Promise<string> {
  const name = uniqueName('Imported by the contract');
  const outcome = await world.owner<{ batchId: string }>('POST', '/api/import', {
    places: [{ name, latitude: 50 + made / 100, longitude: -20, status: 'visited' }],
    fileName: `${name}.csv`,
  });
  return outcome.batchId;
}

export async function createTag(world: World): Promise<number> {
  return (await world.owner<{ id: number }>('POST', '/api/tags', { name: uniqueName('contract tag') })).id;
}

/** A visitor's suggestion (from an address of its own, under the form's rate limit): its id. */
export async function suggestion(world: World): Promise<string> {
  const response = await world.t.request({
    method: 'POST',
    url: '/api/suggestions',
    payload: { placeName: uniqueName('Suggested to the contract') },
    remoteAddress: freshAddress(),
  });
  return response.json<{ id: string }>().id;
}

/** A small PNG: what an upload sends. */
export const photoBytes = () =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

export const UPLOAD_HEADERS = { 'content-type': 'application/octet-stream', 'x-file-name': 'contract.png' };

/** An uploaded photo: its 32-hex id. */
export async function uploadedPhotoId(world: World): Promise<string> {
  const response = await world.t.request({
    method: 'POST',
    url: '/api/media',
    cookie: world.cookie,
    headers: UPLOAD_HEADERS,
    payload: await photoBytes(),
  });
  const { url } = response.json<{ photo: UploadedPhoto }>().photo;
  return /\/media\/([0-9a-f]{32})\.webp$/.exec(url)![1]!;
}

/**
 * The site as an archive, then every place deleted and the trash emptied: a restore is taken only
 * into an empty site, and this archive brings the same site back. An import's batch outlives its
 * places and a restore refuses batches already there, so the `transfer` part runs before `imports`.
 */
export async function emptiedSiteArchive(world: World): Promise<Buffer> {
  const archive = await world.t.request({ method: 'GET', url: '/api/archive', cookie: world.cookie });
  const places = await world.owner<{ id: number }[]>('GET', '/api/locations');
  for (const place of places) await world.owner('DELETE', `/api/locations/${place.id}`);
  await world.owner('DELETE', '/api/trash');
  return archive.rawPayload;
}
