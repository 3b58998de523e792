import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The archive is never lost (issue 12): every place carries a version and may sit in the trash;
 * every change to a place leaves a revision; imports are batches that can be undone; creating
 * requests carry an Idempotency-Key whose first answer is kept. Written once for both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  // +1 at every change; PATCH and DELETE compare it with If-Match.
  await db.schema
    .alterTable('locations')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // When the place went to the trash (UTC ISO text); null while it is live.
  await db.schema.alterTable('locations').addColumn('deleted_at', 'text').execute();
  await db.schema.createIndex('locations_deleted_at').on('locations').column('deleted_at').execute();

  await db.schema
    .createTable('location_revisions')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('batch_id', 'text')
    .execute();
  await db.schema
    .createIndex('location_revisions_location_id_id')
    .on('location_revisions')
    .columns(['location_id', 'id'])
    .execute();
  await db.schema
    .createIndex('location_revisions_batch_id')
    .on('location_revisions')
    .column('batch_id')
    .execute();

  await db.schema
    .createTable('import_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('added', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('undone_at', 'text')
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['idempotency_keys', 'import_batches', 'location_revisions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('locations_deleted_at').ifExists().execute();
  await db.schema.alterTable('locations').dropColumn('deleted_at').execute();
  await db.schema.alterTable('locations').dropColumn('version').execute();
}
