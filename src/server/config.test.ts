import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATABASE_URL: 'sqlite::memory:' };

describe('the settings for several instances', () => {
  it('reads TRUST_PROXY as a hop count or a list of proxy addresses and CIDRs; believes no one without it', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, fd00::/8' }).trustProxy).toBe(
      '127.0.0.1, 10.0.0.0/8, fd00::/8',
    );
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it.each([
    ['TRUST_PROXY', 'my-proxy.example'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '127.0.0.1,'],
    ['REDIS_URL', 'localhost:6379'],
    ['METRICS_TOKEN', 'short'],
  ])('stops at start on a wrong %s (%s), naming it', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(`Invalid environment variable ${name}`);
  });

  it('takes REDIS_URL and METRICS_TOKEN as given', () => {
    const config = loadConfig({
      ...base,
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      METRICS_TOKEN: 'x'.repeat(32),
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(config.metricsToken).toBe('x'.repeat(32));
  });
});

describe('the channel card settings', () => {
  it("asks YouTube itself by default, with no key, and takes a stand-in's addresses", () => {
    expect(loadConfig(base).youtube).toEqual({
      apiKey: undefined,
      apiUrl: 'https://www.googleapis.com/youtube/v3',
      feedUrl: 'https://www.youtube.com/feeds/videos.xml',
      timeoutMs: 5000,
      thumbnailUrl: 'https://i.ytimg.com',
    });
    expect(loadConfig(base).tileProxy).toEqual({ enabled: false, cacheBytes: 512 * 1024 * 1024 });
    const config = loadConfig({
      ...base,
      YOUTUBE_API_KEY: 'AIza-key',
      YOUTUBE_API_URL: 'http://127.0.0.1:9000/youtube/v3/',
      YOUTUBE_FEED_URL: 'http://127.0.0.1:9000/feeds/videos.xml',
      YOUTUBE_TIMEOUT_MS: '800',
      YOUTUBE_THUMBNAIL_URL: 'http://127.0.0.1:9000/',
    });
    expect(config.youtube).toEqual({
      apiKey: 'AIza-key',
      apiUrl: 'http://127.0.0.1:9000/youtube/v3',
      feedUrl: 'http://127.0.0.1:9000/feeds/videos.xml',
      timeoutMs: 800,
      thumbnailUrl: 'http://127.0.0.1:9000',
    });
  });

  it.each([
    ['YOUTUBE_API_URL', 'googleapis.com/youtube/v3'],
    ['YOUTUBE_FEED_URL', 'ftp://example.com/feed'],
    ['YOUTUBE_TIMEOUT_MS', '10'],
    ['YOUTUBE_API_KEY', '   '],
    ['YOUTUBE_THUMBNAIL_URL', 'i.ytimg.com'],
    ['TILE_PROXY', 'maybe'],
    ['TILE_CACHE_MB', '0'],
  ])('stops at start on a wrong %s (%s), naming it', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(`Invalid environment variable ${name}`);
  });
});

describe('the analytics settings', () => {
  it('counts by default, keeps raw events 30 days, and reads ANALYTICS=off and ANALYTICS_RAW_DAYS', () => {
    expect(loadConfig(base).analytics).toEqual({ enabled: true, rawDays: 30 });
    expect(loadConfig({ ...base, ANALYTICS: 'off', ANALYTICS_RAW_DAYS: '90' }).analytics).toEqual({
      enabled: false,
      rawDays: 90,
    });
  });

  it.each([
    ['ANALYTICS', 'no'],
    ['ANALYTICS_RAW_DAYS', '0'],
    ['ANALYTICS_RAW_DAYS', '2.5'],
    ['ANALYTICS_RAW_DAYS', 'a month'],
  ])('stops at start on a wrong %s (%s), naming it', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(`Invalid environment variable ${name}`);
  });
});
