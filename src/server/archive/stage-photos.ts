import { readFile, unlink } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { findMedia } from '../db/media';
import type { DB } from '../db/schema';
import { MAX_PHOTO_PIXELS } from '../media/media-library';
import type { MediaStore } from '../media/media-store';
import { BadPhoto, processPhoto } from '../media/process-photo';
import { BadArchive, type OpenedArchive } from './read-archive';
import type { MediaRowSchema } from './rows';
import { photoEntryName } from './write-archive';

export type ArchivedPhoto = z.infer<typeof MediaRowSchema>;
/** A photo whose files a restore wrote: what removing them again needs. */
export type StagedPhoto = { id: string; width: number; originalFormat: string };

/**
 * Puts each archived original (and its public copies, made again from it) in the media folder,
 * before the restore's transaction: every original must be in the archive, byte for byte (its
 * SHA-256 names it). A photo this site stores already is left as it is. Returns what was written,
 * for the caller to remove should the restore fail; on a failure here, removes it itself.
 */
export async function stagePhotos(
  db: Kysely<DB>,
  store: MediaStore,
  archive: OpenedArchive,
  photos: readonly ArchivedPhoto[],
  maxPhotoBytes: number,
): Promise<StagedPhoto[]> {
  const stored = await findMedia(
    db,
    photos.map((p) => p.id),
  );
  const staged: StagedPhoto[] = [];
  try {
    for (const photo of photos) {
      if (stored.has(photo.id)) continue;
      const name = photoEntryName(photo.id, photo.originalFormat);
      const entry = archive.entry(name);
      if (!entry)
        throw new BadArchive(`The photo ${name} is missing from this archive; nothing was restored.`);
      if (entry.uncompressedSize > maxPhotoBytes)
        throw new BadArchive(
          `The photo ${name} in this archive is larger than this site accepts; nothing was restored.`,
        );
      const incoming = store.incomingPath();
      try {
        const hash = await archive.extract(entry, incoming);
        if (hash.slice(0, 32) !== photo.id)
          throw new BadArchive(
            `The photo ${name} in this archive is not the photo it names (damaged); nothing was restored.`,
          );
        const original = await readFile(incoming);
        const processed = await processPhoto(original, { maxPixels: MAX_PHOTO_PIXELS });
        if (processed.originalFormat !== photo.originalFormat)
          throw new BadArchive(
            `The photo ${name} in this archive is not a ${photo.originalFormat} file; nothing was restored.`,
          );
        await store.save(photo.id, original, processed.originalFormat, processed.files);
        staged.push({ id: photo.id, width: processed.info.width, originalFormat: processed.originalFormat });
      } catch (error) {
        if (error instanceof BadPhoto)
          throw new BadArchive(
            `The photo ${name} in this archive cannot be read (${error.message}); nothing was restored.`,
          );
        throw error;
      } finally {
        await unlink(incoming).catch(() => undefined);
      }
    }
    return staged;
  } catch (error) {
    await removeStaged(store, staged);
    throw error;
  }
}

export async function removeStaged(store: MediaStore, staged: readonly StagedPhoto[]): Promise<void> {
  await Promise.all(staged.map((photo) => store.remove(photo)));
}
