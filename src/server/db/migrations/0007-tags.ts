import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Tags (issue 14): free labels the owner puts on places ("road trip 2025"). A tag's name is unique
 * whatever its case: `name_key` holds it lower-cased under a unique index (the same on both engines).
 * A place–tag link goes when either side goes (ON DELETE CASCADE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('tags')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('location_tags')
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('location_tags_pkey', ['location_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('location_tags_tag_id').on('location_tags').column('tag_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('location_tags').ifExists().execute();
  await db.schema.dropTable('tags').ifExists().execute();
}
