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
