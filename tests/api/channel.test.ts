import { afterEach, describe, expect, it } from 'vitest';
import { saveSiteSettings } from '../../src/server/db/settings';
import { REFRESH_MS, RETRY_MS } from '../../src/server/channel/refresher';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import {
  CHANNEL_ID,
  FEED_VIDEOS,
  startYouTubeStandIn,
  type YouTubeStandIn,
} from '../helpers/youtube-stand-in';

// The live channel card (issue 39): YouTube's figures with their date when a key and a channel id
// are set, the owner's otherwise; the latest videos from the feed; failures keep the last good answer.

const NEWEST_SIX = FEED_VIDEOS.slice(2)
  .reverse()
  .map((video) => ({ ...video, published: new Date(video.published).toISOString() }));

describe.each(ENGINES)('the channel card on $name', ({ name: engine }) => {
  let t: TestApp | undefined;
  let youtube: YouTubeStandIn | undefined;
  afterEach(async () => {
    await t?.close();
    await youtube?.close();
    t = youtube = undefined;
  });

  /** A site on the stand-in; the first look at start (no channel id yet) has finished. */
  async function site(env: Record<string, string> = {}) {
    youtube = await startYouTubeStandIn();
    t = await createTestApp(engine, { ...youtube.env, YOUTUBE_TIMEOUT_MS: '300', ...env });
    expect(await t.app.channel.refresh()).toEqual({ kind: 'no-channel' });
    const card = async () => {
      const response = await t!.request({ method: 'GET', url: '/api/channel' });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    return { t, youtube, card };
  }

  const setChannel = (test: TestApp) => saveSiteSettings(test.database.db, { channelId: CHANNEL_ID });

  it("shows YouTube's figures as the spec writes them, with their date, and the newest six videos", async () => {
    const { t, youtube, card } = await site();
    await setChannel(t);
    const now = Date.parse('2026-11-29T06:00:00.000Z');
    expect(await t.app.channel.refresh(now)).toEqual({ kind: 'refreshed' });

    expect(await card()).toEqual({
      subscribers: '1.2K',
      videos: '47',
      views: '51K',
      live: true,
      asOf: '2026-11-29T06:00:00.000Z',
      latestVideos: NEWEST_SIX,
    });
    // The title is kept as text: the card writes it as text, never as markup.
    expect(NEWEST_SIX[0]!.title).toBe('Tacos & <b>tortas</b> in Oaxaca');
    const [asked] = youtube.statisticsRequests;
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      part: 'statistics',
      id: CHANNEL_ID,
      key: 'test-key-not-secret',
    });
    expect(youtube.feedRequests[0]!.searchParams.get('channel_id')).toBe(CHANNEL_ID);
    expect(JSON.stringify(await card())).not.toContain('test-key-not-secret');

    // Within six hours nobody asks again; after them, the new figures show with their new date.
    expect(await t.app.channel.refresh(now + REFRESH_MS - 1)).toEqual({ kind: 'not-due' });
    expect(youtube.statisticsRequests).toHaveLength(1);
    youtube.statistics = { subscriberCount: '2480000', videoCount: '312', viewCount: '901000000' };
    expect(await t.app.channel.refresh(now + REFRESH_MS)).toEqual({ kind: 'refreshed' });
    expect(await card()).toMatchObject({
      subscribers: '2.4M',
      videos: '312',
      views: '901M',
      asOf: new Date(now + REFRESH_MS).toISOString(),
    });
  });

  it('keeps the last good figures through quota exceeded, a timeout and a malformed answer, logging once', async () => {
    const { t, youtube, card } = await site();
    await setChannel(t);
    let now = Date.parse('2026-11-29T06:00:00.000Z');
    await t.app.channel.refresh(now);
    const good = await card();
    expect(good).toMatchObject({ subscribers: '1.2K', live: true, asOf: '2026-11-29T06:00:00.000Z' });

    const failures: [YouTubeStandIn['statisticsMode'], YouTubeStandIn['feedMode']][] = [
      ['quota', 'good'],
      ['hang', 'good'],
      ['malformed', 'good'],
      ['server-error', 'malformed'],
      ['good', 'hang'],
    ];
    youtube.statistics = { subscriberCount: '999999', videoCount: '1', viewCount: '1' };
    for (const [index, [statisticsMode, feedMode]] of failures.entries()) {
      youtube.statisticsMode = statisticsMode;
      youtube.feedMode = feedMode;
      now += index === 0 ? REFRESH_MS : RETRY_MS;
      // Only the first failure of the streak is logged, whichever part failed.
      expect(await t.app.channel.refresh(now)).toEqual({ kind: 'failed', logged: index === 0 });
      if (statisticsMode !== 'good') expect(await card()).toEqual(good);
      // A failure asks again after half an hour, not at every look.
      expect(await t.app.channel.refresh(now + RETRY_MS - 1)).toEqual({ kind: 'not-due' });
    }
    // The figures of the last try came through (its feed failed): they show, the old videos stay.
    expect(await card()).toMatchObject({ subscribers: '999K', latestVideos: good.latestVideos });

    youtube.feedMode = 'good';
    now += RETRY_MS;
    expect(await t.app.channel.refresh(now)).toEqual({ kind: 'refreshed' });
    youtube.statisticsMode = 'quota';
    // A new streak is logged again.
    expect(await t.app.channel.refresh(now + REFRESH_MS)).toEqual({ kind: 'failed', logged: true });
  });

  it("shows the owner's numbers without a key, and asks the Data API nothing", async () => {
    const { t, youtube, card } = await site({ YOUTUBE_API_KEY: '' });
    const cookie = await t.login();
    const owner = {
      subscribers: '1.2K',
      videos: '45',
      views: '50K',
      live: false,
      asOf: null,
    };
    expect(await card()).toEqual({ ...owner, latestVideos: [] });
    expect(youtube.feedRequests).toHaveLength(0);

    // The owner sets the channel id in the site settings: its videos are fetched at once.
    const saved = await t.request({
      method: 'PATCH',
      url: '/api/site',
      cookie,
      payload: { channelId: CHANNEL_ID, channelViews: '60K' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ channelId: CHANNEL_ID });
    await t.app.channel.refresh();
    expect(await card()).toEqual({ ...owner, views: '60K', latestVideos: NEWEST_SIX });
    expect(youtube.statisticsRequests).toHaveLength(0);
  });

  it('refuses a channel id that is not one, and stores nothing', async () => {
    const { t, youtube } = await site();
    const cookie = await t.login();
    for (const channelId of ['UC123', 'https://www.youtube.com/@fruworld', `UC${'a'.repeat(21)}!`]) {
      const response = await t.request({ method: 'PATCH', url: '/api/site', cookie, payload: { channelId } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.channelId).toMatch(/^A channel id is UC followed by 22/);
    }
    const settings = await t.request({ method: 'GET', url: '/api/site' });
    expect(settings.json().channelId).toBe('');
    expect(await t.app.channel.refresh()).toEqual({ kind: 'no-channel' });
    expect(youtube.feedRequests).toHaveLength(0);
  });

  it('makes one upstream call when two instances refresh at once', async () => {
    const { t, youtube, card } = await site();
    const other = await t.anotherInstance(youtube.env);
    expect(await other.channel.refresh()).toEqual({ kind: 'no-channel' });
    await setChannel(t);
    const now = Date.now();
    const outcomes = await Promise.all([t.app.channel.refresh(now), other.channel.refresh(now)]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['not-due', 'refreshed']);
    expect(youtube.statisticsRequests).toHaveLength(1);
    expect(youtube.feedRequests).toHaveLength(1);
    // Both instances show the same answer.
    const fromOther = await other.inject({ method: 'GET', url: '/api/channel' });
    expect(fromOther.json()).toEqual(await card());
    expect(fromOther.json()).toMatchObject({ live: true, subscribers: '1.2K' });
  });
});
