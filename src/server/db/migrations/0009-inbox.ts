import type { Kysely } from 'kysely';

/**
 * Inbox (issue 14): a suggestion the owner turned into a place remembers which place, so the inbox
 * marks it "Added" and links to it. A place purged from the trash leaves the suggestion unlinked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('suggestions')
    .addColumn('added_location_id', 'integer', (c) => c.references('locations.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('suggestions').dropColumn('added_location_id').execute();
}
