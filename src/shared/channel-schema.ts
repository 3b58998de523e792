import { z } from './zod';

/** The most latest videos the card lists (the feed has 15). */
export const LATEST_VIDEOS_MAX = 6;

export const LatestVideoSchema = z.strictObject({
  /** YouTube's 11-character video id. */
  videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
  title: z.string(),
  /** When the video was published (ISO time, from the feed). */
  published: z.string(),
});

/** GET /api/channel: what the channel card shows. */
export const ChannelSchema = z
  .strictObject({
    /** The figures as shown (1.2K style): YouTube's when live, else the owner's from the site settings. */
    subscribers: z.string(),
    videos: z.string(),
    views: z.string(),
    /** True when the figures are YouTube's last good answer (YOUTUBE_API_KEY and a channel id set). */
    live: z.boolean(),
    /** When YouTube gave the figures (ISO time); null when they are the owner's. */
    asOf: z.string().nullable(),
    /** The channel's newest videos from its public feed, newest first; empty without a channel id. */
    latestVideos: z.array(LatestVideoSchema).max(LATEST_VIDEOS_MAX),
  })
  .meta({ id: 'Channel' });

export type Channel = z.infer<typeof ChannelSchema>;
export type LatestVideo = z.infer<typeof LatestVideoSchema>;
