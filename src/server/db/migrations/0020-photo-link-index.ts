import type { Kysely } from 'kysely';

/**
 * The photo proxy (src/server/third-party/photo-links.ts) serves only links that places hold: it
 * finds a link by its text, at 100,000 places without reading every photo row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('location_photos_url').on('location_photos').column('url').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('location_photos_url').execute();
}
