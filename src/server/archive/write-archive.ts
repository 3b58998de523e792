import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { ZipFile } from 'yazl';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, type ArchiveManifest } from '#shared/archive-schema.ts';
import type { DB } from '../db/schema';
import type { MediaStore } from '../media/media-store';
import type { OriginalFormat } from '../media/process-photo';
import { SECTIONS, sectionEntryName, type ArchiveSection } from './sections';
import { readSequences } from './sequences';

export const MANIFEST_ENTRY = 'manifest.json';
export const photoEntryName = (id: string, format: string) => `media/${id}.${format}`;

/**
 * The archive as a stream: each section's rows are read from the database a page at a time while
 * the zip is sent, and each original is read from disk when its turn comes, so memory stays flat
 * however large the site. The manifest goes last, with the counts of what was written.
 */
export async function writeArchive(db: Kysely<DB>, store: MediaStore): Promise<Readable> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // A failed read (the database gone, a file missing) ends the download as failed, never as a
  // short zip: yazl pipes each entry's stream without listening for its errors, so we do.
  const lazy = (open: () => Readable) => (done: (error: null, stream: Readable) => void) => {
    const stream = open();
    stream.on('error', (error) => output.destroy(error));
    done(null, stream);
  };
  zip.on('error', (error: Error) => output.destroy(error));
  const counts: Record<string, number> = {};
  const sequences = await readSequences(db);
  const startedAt = await placesVersion(db);
  for (const section of SECTIONS) {
    counts[section.name] = 0;
    zip.addReadStreamLazy(
      sectionEntryName(section),
      lazy(() => Readable.from(lines(section, db, counts), { objectMode: false })),
    );
  }
  const photos = await db.selectFrom('media').select(['id', 'originalFormat']).orderBy('id').execute();
  counts.photos = photos.length;
  for (const photo of photos) {
    // JPEG, WebP, AVIF and HEIC are compressed already: stored as they are.
    const path = store.originalPath(photo.id, photo.originalFormat as OriginalFormat);
    zip.addReadStreamLazy(
      photoEntryName(photo.id, photo.originalFormat),
      { compress: false },
      lazy(() => createReadStream(path)),
    );
  }
  zip.addReadStreamLazy(
    MANIFEST_ENTRY,
    lazy(() =>
      Readable.from(
        (async function* () {
          // The sections are read a page at a time, not in one transaction (that would hold the
          // database for as long as the download takes): a place changed meanwhile could leave a
          // revision or a link without its place, so such an archive ends as a failed download.
          if ((await placesVersion(db)) !== startedAt)
            throw new Error('The places changed while the archive was written; download it again.');
          const manifest: ArchiveManifest = {
            format: ARCHIVE_FORMAT,
            version: ARCHIVE_FORMAT_VERSION,
            createdAt: new Date().toISOString(),
            counts,
            sequences,
          };
          yield Buffer.from(JSON.stringify(manifest, null, 2));
        })(),
        { objectMode: false },
      ),
    ),
  );
  zip.end();
  return output;
}

/** The version every change to the places bumps (migration 0004-data-version). */
async function placesVersion(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ epoch: string; version: number | string }>`
    select epoch, version from data_version where id = 1`.execute(db);
  return `${rows[0]?.epoch}-${rows[0]?.version}`;
}

async function* lines(section: ArchiveSection, db: Kysely<DB>, counts: Record<string, number>) {
  for await (const row of section.rows(db)) {
    counts[section.name] = (counts[section.name] ?? 0) + 1;
    yield Buffer.from(`${JSON.stringify(row)}\n`);
  }
}
