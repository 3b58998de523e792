import type { Kysely } from 'kysely';

/**
 * Uploaded photos (issue 15): one row a stored photo, named by the hash of its original file, so
 * the same file uploaded twice is stored once. The files live in the media folder (media-store.ts);
 * a row is written only after every file of it is in place, and removed before its files are.
 * `taken_at`, `latitude` and `longitude` come from the file's EXIF and are the owner's alone: no
 * public copy carries them. Written once for both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('placeholder', 'text', (c) => c.notNull())
    .addColumn('original_format', 'text', (c) => c.notNull())
    .addColumn('original_bytes', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('taken_at', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media').ifExists().execute();
}
