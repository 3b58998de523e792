import { sql, type Kysely } from 'kysely';

/**
 * When each of the channel's videos was published, as the feed said while it listed the video. The
 * feed holds only the latest ones; a place's page keeps its older videos' dates for search engines
 * (VideoObject.uploadDate, src/server/pages/place-page.ts). Filled with what the card already knows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channel_video_dates')
    .addColumn('video_id', 'text', (c) => c.primaryKey())
    .addColumn('published', 'text', (c) => c.notNull())
    .execute();
  // One word for the column: the app's database turns snake_case keys of results into camelCase.
  const { rows } = await sql<{
    videos: string;
  }>`select latest_videos as videos from channel_snapshots`.execute(db);
  const known = new Map<string, string>();
  for (const row of rows) {
    let videos: unknown;
    try {
      videos = JSON.parse(row.videos);
    } catch {
      continue;
    }
    if (!Array.isArray(videos)) continue;
    for (const video of videos as { videoId?: unknown; published?: unknown }[])
      if (typeof video?.videoId === 'string' && typeof video.published === 'string')
        known.set(video.videoId, video.published);
  }
  for (const [videoId, published] of known)
    await sql`insert into channel_video_dates (video_id, published) values (${videoId}, ${published})`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('channel_video_dates').execute();
}
