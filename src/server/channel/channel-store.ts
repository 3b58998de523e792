import type { Kysely } from 'kysely';
import { LATEST_VIDEOS_MAX, LatestVideoSchema, type LatestVideo } from '#shared/channel-schema.ts';
import type { DB } from '#server/db/schema.ts';
import type { ChannelStatistics } from './youtube';

// One row per channel id in channel_snapshots (0018-channel). Every instance reads the same row,
// so all show the same figures; one instance at a time refreshes it, holding a lease (as the mail
// outbox's claims do: a conditional UPDATE that only one instance's statement can match).

export interface ChannelSnapshot {
  statistics: ChannelStatistics | null;
  fetchedAt: string | null;
  latestVideos: LatestVideo[];
}

const iso = (ms: number) => new Date(ms).toISOString();

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isStatistics(value: unknown): value is ChannelStatistics {
  if (typeof value !== 'object' || value === null) return false;
  const { subscribers, videos, views } = value as Record<string, unknown>;
  return (
    (subscribers === null || typeof subscribers === 'number') &&
    typeof videos === 'number' &&
    typeof views === 'number'
  );
}

/** The last good answers for this channel, or undefined before the first refresh. */
export async function readSnapshot(db: Kysely<DB>, channelId: string): Promise<ChannelSnapshot | undefined> {
  const row = await db
    .selectFrom('channelSnapshots')
    .select(['statistics', 'fetchedAt', 'latestVideos'])
    .where('channelId', '=', channelId)
    .executeTakeFirst();
  if (!row) return undefined;
  const statistics = parseJson(row.statistics);
  const videos = LatestVideoSchema.array().safeParse(parseJson(row.latestVideos));
  return {
    statistics: isStatistics(statistics) ? statistics : null,
    fetchedAt: isStatistics(statistics) ? row.fetchedAt : null,
    latestVideos: videos.success ? videos.data : [],
  };
}

/**
 * Takes the refresh of this channel for `leaseMs` when it is due and no other instance holds it.
 * True when this instance may ask YouTube now. A read first: most ticks find nothing due, and an
 * UPDATE on SQLite takes the write lock.
 */
export async function claimRefresh(
  db: Kysely<DB>,
  channelId: string,
  instance: string,
  now: number,
  leaseMs: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('channelSnapshots')
    .select(['nextRefreshAt', 'leaseUntil'])
    .where('channelId', '=', channelId)
    .executeTakeFirst();
  if (!row) {
    // A new channel id: due at once. Two instances inserting at once make one row.
    await db
      .insertInto('channelSnapshots')
      .values({ channelId, latestVideos: '[]', nextRefreshAt: iso(0) })
      .onConflict((conflict) => conflict.column('channelId').doNothing())
      .execute();
  } else if (row.nextRefreshAt > iso(now) || (row.leaseUntil !== null && row.leaseUntil > iso(now))) {
    return false;
  }
  const claimed = await db
    .updateTable('channelSnapshots')
    .set({ leaseOwner: instance, leaseUntil: iso(now + leaseMs) })
    .where('channelId', '=', channelId)
    .where('nextRefreshAt', '<=', iso(now))
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<=', iso(now))]))
    .executeTakeFirst();
  return claimed.numUpdatedRows === 1n;
}

export interface RefreshResult {
  /** Undefined: not asked (no key) or the answer failed; the stored figures stay. */
  statistics: ChannelStatistics | undefined;
  /** Every video the feed listed, newest first. Undefined: the feed failed; the stored videos stay. */
  latestVideos: LatestVideo[] | undefined;
  /** Whether any part failed, and when to ask again. */
  failed: boolean;
  nextRefreshAt: number;
}

/**
 * Stores what came and hands the lease back. Returns whether this failure begins a streak (the
 * one the caller logs): the streak is in the row, so it is logged once whichever instance fails.
 */
export async function finishRefresh(
  db: Kysely<DB>,
  channelId: string,
  instance: string,
  now: number,
  result: RefreshResult,
): Promise<{ streakBegins: boolean; recovered: boolean }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('channelSnapshots')
      .select(['failingSince', 'leaseOwner'])
      .where('channelId', '=', channelId)
      .executeTakeFirst();
    // The lease ran out and another instance took over: its answer wins.
    if (before?.leaseOwner !== instance) return { streakBegins: false, recovered: false };
    await trx
      .updateTable('channelSnapshots')
      .set({
        ...(result.statistics ? { statistics: JSON.stringify(result.statistics), fetchedAt: iso(now) } : {}),
        ...(result.latestVideos
          ? {
              latestVideos: JSON.stringify(result.latestVideos.slice(0, LATEST_VIDEOS_MAX)),
              videosFetchedAt: iso(now),
            }
          : {}),
        nextRefreshAt: iso(result.nextRefreshAt),
        leaseOwner: null,
        leaseUntil: null,
        failingSince: result.failed ? (before.failingSince ?? iso(now)) : null,
      })
      .where('channelId', '=', channelId)
      .where('leaseOwner', '=', instance)
      .execute();
    // Each video's date stays known once the feed has listed it, long after it has left the feed.
    if (result.latestVideos?.length)
      await trx
        .insertInto('channelVideoDates')
        .values(result.latestVideos.map(({ videoId, published }) => ({ videoId, published })))
        .onConflict((conflict) =>
          conflict.column('videoId').doUpdateSet((eb) => ({ published: eb.ref('excluded.published') })),
        )
        .execute();
    return {
      streakBegins: result.failed && before.failingSince === null,
      recovered: !result.failed && before.failingSince !== null,
    };
  });
}

/** When each of these videos was published, for those the channel's feed has listed (by id). */
export async function videoDates(db: Kysely<DB>, videoIds: readonly string[]): Promise<Map<string, string>> {
  if (videoIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('channelVideoDates')
    .select(['videoId', 'published'])
    .where('videoId', 'in', videoIds)
    .execute();
  return new Map(rows.map((row) => [row.videoId, row.published]));
}
