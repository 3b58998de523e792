import type { FastifyInstance } from 'fastify';
import type { Channel } from '#shared/channel-schema.ts';
import { formatCompactCount } from '#shared/format-count.ts';
import { SITE_DEFAULTS, type SiteSettings } from '#shared/site-config.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/index.ts';
import type { VersionedValue } from '#server/versioned-value.ts';
import { readSnapshot, videoDates } from './channel-store';
import { ChannelRefresher, type RefreshOutcome } from './refresher';

/** The channel card's data on this instance. */
export interface ChannelService {
  /** What the card shows: YouTube's stored figures when live, the owner's otherwise. */
  read(): Promise<Channel>;
  /** Looks whether a refresh is due and does it (joins one running on this instance). */
  refresh(now?: number): Promise<RefreshOutcome>;
  /** When each of these videos was published, for those the channel's feed has ever listed (by id). */
  videoDates(videoIds: readonly string[]): Promise<Map<string, string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The channel card's refresher (tests drive it; the timer does otherwise). */
    channel: ChannelService;
  }
}

/** Starts the refresher when the app is ready, stops it when the app closes. */
export function registerChannel(
  app: FastifyInstance,
  database: Database,
  config: Config,
  /** The owner's settings (the channel id, their own figures), read once per data version. */
  settings: VersionedValue<Partial<SiteSettings>>,
): ChannelService {
  const refresher = new ChannelRefresher(database, config.youtube, app.log);
  app.addHook('onReady', async () => refresher.start());
  app.addHook('onClose', () => refresher.stop());
  if (!config.youtube.apiKey)
    app.log.info("YOUTUBE_API_KEY is not set: the channel card shows the owner's numbers");

  const service: ChannelService = {
    async read() {
      const site = { ...SITE_DEFAULTS, ...(await settings.get()) };
      const snapshot = site.channelId ? await readSnapshot(database.db, site.channelId) : undefined;
      const statistics = config.youtube.apiKey ? snapshot?.statistics : undefined;
      return {
        subscribers:
          statistics && statistics.subscribers !== null
            ? formatCompactCount(statistics.subscribers)
            : site.channelSubscribers,
        videos: statistics ? formatCompactCount(statistics.videos) : site.channelVideos,
        views: statistics ? formatCompactCount(statistics.views) : site.channelViews,
        live: Boolean(statistics),
        asOf: statistics ? (snapshot?.fetchedAt ?? null) : null,
        latestVideos: snapshot?.latestVideos ?? [],
      };
    },
    refresh: (now) => refresher.refresh(now),
    videoDates: (videoIds) => videoDates(database.db, videoIds),
  };
  app.decorate('channel', service);
  return service;
}
