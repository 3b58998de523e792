import { sql, type Kysely } from 'kysely';

/**
 * Duplicates (issue 14): pairs of places the owner said are not duplicates, so the "Possible
 * duplicates" view lists them no more. One row a pair, the lower id first; a place deleted for good
 * takes its rows with it (ON DELETE CASCADE). Written once for both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dismissed_duplicates')
    .addColumn('low_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('high_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dismissed_duplicates_pk', ['low_id', 'high_id'])
    .addCheckConstraint('dismissed_duplicates_order', sql`low_id < high_id`)
    .execute();
  // The cascade from `high_id` looks rows up by it (the primary key serves `low_id`).
  await db.schema
    .createIndex('dismissed_duplicates_high_id')
    .on('dismissed_duplicates')
    .column('high_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dismissed_duplicates').ifExists().execute();
}
