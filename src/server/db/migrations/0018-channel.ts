import type { Kysely } from 'kysely';

/**
 * The live channel card (issue 39): one row per channel id, holding YouTube's last good figures,
 * the feed's latest videos, when to ask again, and the lease of the one instance asking now
 * (src/server/channel/channel-store.ts). Figures are JSON text: view counts pass 2^31, and a text
 * column reads back the same on both engines. Written once for both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channel_snapshots')
    .addColumn('channel_id', 'text', (c) => c.primaryKey())
    .addColumn('statistics', 'text')
    .addColumn('fetched_at', 'text')
    .addColumn('latest_videos', 'text', (c) => c.notNull())
    .addColumn('videos_fetched_at', 'text')
    .addColumn('next_refresh_at', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('failing_since', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('channel_snapshots').execute();
}
