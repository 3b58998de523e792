import type { Kysely } from 'kysely';

/**
 * Private places (issue 14): a place the owner keeps to themself (a draft, a trip being planned) is
 * never shown to a visitor, and every place may carry notes only the owner reads. The index serves
 * the visitors' reads, which never look at a private row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('locations')
    .addColumn('is_private', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('locations')
    .addColumn('private_notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('locations_public').on('locations').columns(['is_private', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('locations_public').ifExists().execute();
  await db.schema.alterTable('locations').dropColumn('private_notes').execute();
  await db.schema.alterTable('locations').dropColumn('is_private').execute();
}
