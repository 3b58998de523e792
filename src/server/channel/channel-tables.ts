/** One channel's last good answers and its refresh lease (0018-channel). Times are ISO text. */
export interface ChannelSnapshotsTable {
  channelId: string;
  /** JSON of ChannelStatistics; null until YouTube first answered. */
  statistics: string | null;
  /** When `statistics` came. */
  fetchedAt: string | null;
  /** JSON array of LatestVideo, newest first ('[]' until the feed first answered). */
  latestVideos: string;
  videosFetchedAt: string | null;
  /** No instance asks before this time. */
  nextRefreshAt: string;
  /** The instance asking now, until `leaseUntil`. */
  leaseOwner: string | null;
  leaseUntil: string | null;
  /** Set by the first failure of a streak (the one that is logged), cleared by a success. */
  failingSince: string | null;
}

/** When a video of the channel was published, kept once the feed has listed it (0023-video-dates). */
export interface ChannelVideoDatesTable {
  videoId: string;
  /** ISO time, as the feed gave it. */
  published: string;
}
