import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Trips (issue 38): the creator's journeys. A trip keeps its days and their stops as JSON text
 * (`days`, as the editor sends them: place ids, notes, times, the way on), with `version`, a trash
 * mark and revisions as places have them. `trip_places` indexes the stops (trip, place, position),
 * rewritten in the same transaction as every write, so "the trips of a place" is one query.
 * Share links keep their token itself: the owner lists and copies them (see docs/features/trips.md).
 * Tracks keep every point of their lines as JSON text. Written once for both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) =>
        postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      );
  const tripId = (c: ColumnDefinitionBuilder) => c.notNull().references('trips.id').onDelete('cascade');

  await id('trips')
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_photo', 'text')
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('days', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('trips_created_at_id').on('trips').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('trip_places')
    .addColumn('trip_id', 'integer', tripId)
    .addColumn('place_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('trip_places_pkey', ['trip_id', 'position'])
    .execute();
  await db.schema.createIndex('trip_places_place_id').on('trip_places').column('place_id').execute();

  await id('trip_revisions')
    .addColumn('trip_id', 'integer', tripId)
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('trip_revisions_trip_id_version')
    .on('trip_revisions')
    .columns(['trip_id', 'version'])
    .execute();

  await id('trip_links')
    .addColumn('trip_id', 'integer', tripId)
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('trip_links_trip_id').on('trip_links').column('trip_id').execute();

  await id('trip_tracks')
    .addColumn('trip_id', 'integer', tripId)
    .addColumn('day_index', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('points', 'text', (c) => c.notNull())
    .addColumn('point_count', 'integer', (c) => c.notNull())
    .addColumn('distance_km', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trip_tracks_trip_id').on('trip_tracks').column('trip_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['trip_tracks', 'trip_links', 'trip_revisions', 'trip_places', 'trips'])
    await db.schema.dropTable(table).ifExists().execute();
}
