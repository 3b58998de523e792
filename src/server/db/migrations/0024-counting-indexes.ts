import type { Kysely } from 'kysely';

/**
 * The copy's figures, world progress and the visited outlines are counted again after every change.
 * - Their distinct regions of the visited public places: 0004's index (status, country, state,
 *   deleted_at) left out is_private, added since (0006), so each of 73,000 visited rows was read from
 *   the table, 85 to 290 ms in one piece at 100,000 places (on SQLite, in the caller's thread). With
 *   every column the query names, the index alone answers it: 0.2 to 9 ms. It serves what the old
 *   one did (status first).
 * - The figures' UNESCO sites and parks, counted by type: 37 ms scanning every place, 3.8 ms here.
 * - The figures' places and videos, counted over the live public places: 20 and 30 ms reading each
 *   place's row for deleted_at, 3 and 13 ms from (is_private, deleted_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('locations_visited_regions')
    .on('locations')
    .columns(['status', 'is_private', 'deleted_at', 'country', 'state'])
    .execute();
  await db.schema.dropIndex('locations_status_regions').execute();
  await db.schema
    .createIndex('locations_public_types')
    .on('locations')
    .columns(['type', 'is_private', 'deleted_at'])
    .execute();
  await db.schema
    .createIndex('locations_public_live')
    .on('locations')
    .columns(['is_private', 'deleted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('locations_public_live').execute();
  await db.schema.dropIndex('locations_public_types').execute();
  await db.schema
    .createIndex('locations_status_regions')
    .on('locations')
    .columns(['status', 'country', 'state', 'deleted_at'])
    .execute();
  await db.schema.dropIndex('locations_visited_regions').execute();
}
