import { sql, type Kysely } from 'kysely';
import { uploadedPhotoId, uploadedPhotoUrl, type PhotoInfo, type UploadedPhoto } from '#shared/media.ts';
import type { Executor } from './location-reads';
import { chunks } from './batches';
import type { DB, MediaTable } from './schema';

// The stored photos' rows (migration 0010-media). Files: src/server/media/media-store.ts.

export type MediaRow = MediaTable;

export async function findMedia(db: Executor, ids: readonly string[]): Promise<Map<string, MediaRow>> {
  const found = new Map<string, MediaRow>();
  for (const chunk of chunks([...new Set(ids)])) {
    const rows = await db.selectFrom('media').selectAll().where('id', 'in', chunk).execute();
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}

/** Stores a processed photo's row; the same file uploaded again keeps the first row. */
export async function insertMedia(db: Kysely<DB>, row: MediaRow): Promise<void> {
  await db
    .insertInto('media')
    .values(row)
    .onConflict((c) => c.column('id').doNothing())
    .execute();
}

export function toUploadedPhoto(row: MediaRow): UploadedPhoto {
  return {
    url: uploadedPhotoUrl(row.id),
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    takenAt: row.takenAt,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** The sizes and previews of the uploaded photos among these photo rows, by id. */
export async function readPhotoInfo(
  db: Executor,
  photos: readonly { url: string }[],
): Promise<Map<string, PhotoInfo>> {
  const ids = photos.map((p) => uploadedPhotoId(p.url)).filter((id): id is string => id !== undefined);
  const info = new Map<string, PhotoInfo>();
  if (ids.length === 0) return info;
  for (const chunk of chunks([...new Set(ids)])) {
    const rows = await db
      .selectFrom('media')
      .select(['id', 'width', 'height', 'placeholder'])
      .where('id', 'in', chunk)
      .execute();
    for (const { id, ...rest } of rows) info.set(id, rest);
  }
  return info;
}

/** One place's `photoInfo`: its uploaded photos that are stored, by link. */
export function photoInfoOf(
  photos: readonly string[],
  info: Map<string, PhotoInfo>,
): Record<string, PhotoInfo> {
  const out: Record<string, PhotoInfo> = {};
  for (const url of photos) {
    const id = uploadedPhotoId(url);
    const found = id === undefined ? undefined : info.get(id);
    if (found) out[url] = found;
  }
  return out;
}

/**
 * A message per uploaded photo link among `photos` that names no stored photo, keyed as the API
 * names fields ("photos.2"); empty when every one is stored (or there is none).
 */
export async function missingUploadFields(
  db: Executor,
  photos: readonly string[] | undefined,
): Promise<Record<string, string>> {
  const ids = (photos ?? []).map(uploadedPhotoId).filter((id): id is string => id !== undefined);
  if (ids.length === 0) return {};
  const found = await findMedia(db, ids);
  const fields: Record<string, string> = {};
  (photos ?? []).forEach((url, index) => {
    const id = uploadedPhotoId(url);
    if (id !== undefined && !found.has(id))
      fields[`photos.${index}`] = 'This photo is not on the server; upload it again.';
  });
  return fields;
}

/**
 * Of these photos, the ones nothing refers to any more: no place (live or in the trash) lists
 * them and no revision of any place mentions them (History could bring them back). Their rows are
 * deleted here; the caller removes their files after.
 */
export async function releaseUnreferenced(db: Kysely<DB>, ids: readonly string[]): Promise<MediaRow[]> {
  const released: MediaRow[] = [];
  for (const id of new Set(ids)) {
    const url = uploadedPhotoUrl(id);
    const listed = await db
      .selectFrom('locationPhotos')
      .select('locationId')
      .where('url', '=', url)
      .executeTakeFirst();
    if (listed) continue;
    const mentioned = await db
      .selectFrom('locationRevisions')
      .select('id')
      .where((eb) => eb.or([eb('before', 'like', `%${url}%`), eb('after', 'like', `%${url}%`)]))
      .executeTakeFirst();
    if (mentioned) continue;
    const row = await db.deleteFrom('media').where('id', '=', id).returningAll().executeTakeFirst();
    if (row) released.push(row);
  }
  return released;
}

/** Every uploaded photo id mentioned in these texts (a place's photos, its revisions' values). */
export function mentionedPhotoIds(texts: Iterable<string | null>): string[] {
  const ids = new Set<string>();
  for (const text of texts) {
    for (const match of (text ?? '').matchAll(/\/media\/([0-9a-f]{32})\.webp/g)) ids.add(match[1]!);
  }
  return [...ids];
}

/** Photos uploaded before `cutoff` that no place lists (an Add form given up): candidates to release. */
export async function unlistedMediaBefore(db: Kysely<DB>, cutoff: string): Promise<string[]> {
  const rows = await db
    .selectFrom('media')
    .select('id')
    .where('createdAt', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('locationPhotos')
            .select('locationId')
            .whereRef('url', '=', sql<string>`'/media/' || media.id || '.webp'`),
        ),
      ),
    )
    .execute();
  return rows.map((r) => r.id);
}
