import type { Kysely } from 'kysely';

/**
 * A photo's words: the caption the lightbox shows under it and the alt text a screen reader reads
 * (empty: the place's name and the caption stand in). They live on the photo's row, so they go
 * where the photo goes and leave with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['caption', 'alt'])
    await db.schema
      .alterTable('location_photos')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['caption', 'alt'])
    await db.schema.alterTable('location_photos').dropColumn(column).execute();
}
