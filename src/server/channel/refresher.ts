import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LatestVideo } from '#shared/channel-schema.ts';
import type { Database } from '#server/db/index.ts';
import { readSiteSettings } from '#server/db/settings.ts';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { claimRefresh, finishRefresh } from './channel-store';
import {
  ChannelFetchError,
  fetchLatestVideos,
  fetchStatistics,
  type ChannelStatistics,
  type YouTubeSource,
} from './youtube';

/** A good answer is kept this long before any instance asks again. */
export const REFRESH_MS = 6 * 60 * 60_000;
/** After a failure (quota, timeout, a broken answer), asked again this much later. */
export const RETRY_MS = 30 * 60_000;
/** How often each instance looks whether the refresh is due (a read; rarely anything to do). */
const TICK_MS = 5 * 60_000;

export type RefreshOutcome =
  | { kind: 'no-channel' }
  /** Not due yet, or another instance holds the refresh now. */
  | { kind: 'not-due' }
  | { kind: 'refreshed' }
  /** Something failed; `logged` is true for the first failure of a streak only. */
  | { kind: 'failed'; logged: boolean };

/**
 * One per instance: every few minutes, reads the channel id from the site settings and, when the
 * refresh is due and no other instance holds it, asks YouTube for the figures (with a key) and the
 * feed for the latest videos, and stores what came. A failure keeps what is stored.
 */
export class ChannelRefresher {
  readonly instance = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RefreshOutcome> | undefined;

  constructor(
    private readonly database: Database,
    private readonly source: YouTubeSource,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    void this.refresh();
    this.timer ??= setInterval(() => void this.refresh(), TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One look (joined by a second caller while it runs): what it did. Never throws. */
  refresh(now = Date.now()): Promise<RefreshOutcome> {
    this.running ??= this.refreshOnce(now)
      .catch((error: unknown): RefreshOutcome => {
        // The database away for a moment: the next tick tries again (an outage is told once by
        // the outage log, db/outage-log.ts).
        if (isDatabaseUnavailable(error))
          this.log.debug({ err: error }, 'channel: refresh put off, the database is unavailable');
        else this.log.warn({ err: error }, 'channel: refresh step failed, trying again later');
        return { kind: 'not-due' };
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async refreshOnce(now: number): Promise<RefreshOutcome> {
    const { db } = this.database;
    const { channelId } = await readSiteSettings(db);
    if (!channelId) return { kind: 'no-channel' };
    // Twice the request timeout, both requests at once, and some room to write.
    const leaseMs = 2 * this.source.timeoutMs + 30_000;
    if (!(await claimRefresh(db, channelId, this.instance, now, leaseMs))) return { kind: 'not-due' };

    const problems: string[] = [];
    const attempt = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await work();
      } catch (error) {
        problems.push(error instanceof ChannelFetchError ? error.message : 'unexpected error');
        if (!(error instanceof ChannelFetchError))
          this.log.error({ err: error }, 'channel: unexpected error');
        return undefined;
      }
    };
    const [statistics, latestVideos] = await Promise.all([
      this.source.apiKey
        ? attempt<ChannelStatistics>(() => fetchStatistics(this.source, channelId))
        : Promise.resolve(undefined),
      attempt<LatestVideo[]>(() => fetchLatestVideos(this.source, channelId)),
    ]);
    const failed = problems.length > 0;
    const { streakBegins, recovered } = await finishRefresh(db, channelId, this.instance, now, {
      statistics,
      latestVideos,
      failed,
      nextRefreshAt: now + (failed ? RETRY_MS : REFRESH_MS),
    });
    if (streakBegins)
      this.log.warn(
        { channelId, problems },
        'channel: YouTube could not be read; the last good figures stay shown (logged once until it works again)',
      );
    if (recovered) this.log.info({ channelId }, 'channel: YouTube answers again');
    return failed ? { kind: 'failed', logged: streakBegins } : { kind: 'refreshed' };
  }
}
