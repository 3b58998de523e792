import { PostgresAdapter, type Kysely } from 'kysely';

// Written once for both engines: only types that SQLite and PostgreSQL read alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Integer ids: compact on the wire (the map sends every id) and ordered by creation.
  await db.schema
    .createTable('locations')
    .addColumn('id', postgres ? 'integer' : 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visited_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('locations_created_at_id')
    .on('locations')
    .columns(['created_at', 'id'])
    .execute();

  for (const table of ['location_photos', 'location_videos']) {
    await db.schema
      .createTable(table)
      .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['location_id', 'position'])
      .execute();
  }

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('join_date', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('suggestions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('place_name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submitter_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('waitlist')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'settings',
    'waitlist',
    'suggestions',
    'messages',
    'sessions',
    'users',
    'location_videos',
    'location_photos',
    'locations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
