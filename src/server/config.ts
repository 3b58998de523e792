import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ANALYTICS_RAW_DAYS_DEFAULT } from '../shared/analytics/analytics';
import { UPLOAD_MAX_MB_DEFAULT } from '../shared/media';
import { MediaStore } from './media/media-store';
import { mailConfigOf, MailEnvSchema, type MailConfig } from './mail/mail-config';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An address, a CIDR (10.0.0.0/8, fd00::/8) or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const httpUrl = (what: string) =>
  z.string().refine((value) => /^https?:\/\/[^\s]+$/.test(value), `must be an http(s) URL of ${what}`);

const seconds = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(min, `must be ${min} to ${max} seconds`)
    .max(max, `must be ${min} to ${max} seconds`);

const tileTemplate = z
  .string()
  .refine(
    (v) => /^https?:\/\//.test(v) && v.includes('{z}') && v.includes('{x}') && v.includes('{y}'),
    'must be an http(s) template with {z}, {x} and {y}',
  );

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0)
    .max(65535)
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .refine(
      (v) => v.startsWith('sqlite:') || v.startsWith('postgres://') || v.startsWith('postgresql://'),
      'must start with sqlite: or postgres://',
    )
    .default('sqlite:data/fru-world.sqlite'),
  OWNER_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  OWNER_PASSWORD_RESET: booleanFlag.default(false),
  SEED_DEMO: booleanFlag.default(true),
  SITE_ONBOARDED: booleanFlag.default(false),
  SITE_URL: httpUrl('the site').optional(),
  TILE_URL: tileTemplate.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_URL_DARK: tileTemplate.optional(),
  GEOCODER_URL: httpUrl('a Nominatim-compatible search endpoint').optional(),
  TRASH_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be 1 to 3650 days')
    .max(3650, 'must be 1 to 3650 days')
    .default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\/[^\s]+$/.test(v), 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().max(64, 'must be at most 64 characters').default('fru:'),
  PASSWORD_CHECKS_AT_ONCE: z.coerce
    .number({ error: 'must be a number of password checks' })
    .int('must be a whole number')
    .min(1, 'must be 1 to 256')
    .max(256, 'must be 1 to 256')
    .optional(),
  TRUST_PROXY: z
    .string()
    .transform((v) => v.trim())
    .refine(
      (v) => /^\d+$/.test(v) || v.split(',').every((entry) => isProxyAddress(entry.trim())),
      'must be a hop count or a comma-separated list of proxy addresses or CIDRs',
    )
    .transform((v) => (/^\d+$/.test(v) ? Number(v) : v))
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  STOP_DRAIN_SECONDS: seconds(0, 60).default(0),
  STOP_GRACE_SECONDS: seconds(1, 3600).default(60),
  MEDIA_DIR: z.string().trim().min(1, 'must be a folder').optional(),
  UPLOAD_MAX_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be 1 to 500 megabytes')
    .max(500, 'must be 1 to 500 megabytes')
    .default(UPLOAD_MAX_MB_DEFAULT),
  API_CHECK_ANSWERS: booleanFlag.optional(),
  ...MailEnvSchema,
  STRIPE_SECRET_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1, 'must not be empty').optional(),
  STRIPE_API_BASE: httpUrl('a Stripe API stand-in (tests only)').optional(),
  YOUTUBE_API_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  YOUTUBE_API_URL: httpUrl('the YouTube Data API v3').default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_FEED_URL: httpUrl("YouTube's channel feed").default('https://www.youtube.com/feeds/videos.xml'),
  YOUTUBE_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be 100 to 60000 milliseconds')
    .max(60_000, 'must be 100 to 60000 milliseconds')
    .default(5_000),
  YOUTUBE_THUMBNAIL_URL: httpUrl("YouTube's thumbnail host").default('https://i.ytimg.com'),
  TILE_PROXY: booleanFlag.default(false),
  TILE_CACHE_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be 1 to 1000000 MB')
    .max(1_000_000, 'must be 1 to 1000000 MB')
    .default(512),
  ANALYTICS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  ANALYTICS_RAW_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be 1 to 3650 days')
    .max(3650, 'must be 1 to 3650 days')
    .default(ANALYTICS_RAW_DAYS_DEFAULT),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** Sets the owner's password when the database has no owner yet, or when ownerPasswordReset. */
  ownerPassword: string | undefined;
  /** OWNER_PASSWORD_RESET=true: OWNER_PASSWORD replaces the stored password at this start (every session ends). */
  ownerPasswordReset: boolean;
  /** Places stay this many days in the trash, then are deleted for good. */
  trashDays: number;
  seedDemo: boolean;
  /** SITE_ONBOARDED=true: the site counts as set up; the first sign-in asks for no name, email or channel link. */
  siteOnboarded: boolean;
  siteUrl: string;
  tileUrl: string;
  /** The map's tiles in the dark theme; unset, the light tiles dimmed. */
  tileUrlDark: string | undefined;
  geocoderUrl: string | undefined;
  logLevel: string;
  /** True when SITE_URL is https: Secure and __Host- cookies, HSTS. */
  secure: boolean;
  /** Rate limits live in this Redis when set; in the database otherwise. */
  redisUrl: string | undefined;
  /** Every Redis key starts with this (REDIS_KEY_PREFIX, `fru:` by default), so Redis may be shared. */
  redisKeyPrefix: string;
  /**
   * At most this many password checks (scrypt, 128 MB and ~0.3 s each) run at once; more are
   * refused with 429 at once (PASSWORD_CHECKS_AT_ONCE; unset, from the CPU count: auth/password-gate.ts).
   */
  passwordChecksAtOnce: number | undefined;
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For names the client (a hop count or a list of
   * addresses); false, the default, believes only the connecting address.
   */
  trustProxy: number | string | false;
  /** GET /metrics asks for `Authorization: Bearer <token>` when set. */
  metricsToken: string | undefined;
  /** On SIGTERM, /readyz answers 503 this long first, everything else served (STOP_DRAIN_SECONDS). */
  stopDrainSeconds: number;
  /** Then requests still running (the longest write) get this long to finish (STOP_GRACE_SECONDS). */
  stopGraceSeconds: number;
  /** Uploaded photos: the folder beside the SQLite file (data/media for PostgreSQL) unless MEDIA_DIR says. */
  mediaDir: string;
  /** The most bytes of one uploaded photo (UPLOAD_MAX_MB). */
  uploadMaxBytes: number;
  /**
   * Every JSON answer is checked against its route's response schema before it is sent (a broken
   * answer becomes a 500 naming the field): API_CHECK_ANSWERS, on by default in tests and development.
   */
  checkAnswers: boolean;
  /** SMTP_URL, MAIL_FROM, MAIL_RATE_PER_MINUTE: undefined without SMTP_URL (no email is sent; see src/server/mail). */
  mail: MailConfig | undefined;
  /** Trip packs' payments (docs/features/trip-packs.md): checkout needs the secret key, orders the webhook's secret. */
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    /** STRIPE_API_BASE: the Stripe API at another address (the tests' stand-in). */
    apiBase: string | undefined;
  };
  /**
   * The channel card's live numbers (src/server/channel): the Data API needs the key, the feed of
   * latest videos does not. The URLs may point at a stand-in (the tests').
   */
  youtube: {
    apiKey: string | undefined;
    apiUrl: string;
    feedUrl: string;
    /** One request's limit (YOUTUBE_TIMEOUT_MS); a slower answer counts as a failure. */
    timeoutMs: number;
    /** YOUTUBE_THUMBNAIL_URL: where the server fetches video thumbnails from (src/server/third-party). */
    thumbnailUrl: string;
  };
  /** TILE_PROXY=true: map tiles through the server's caching proxy, capped at TILE_CACHE_MB on disk. */
  tileProxy: { enabled: boolean; cacheBytes: number };
  /** First-party page views and events (docs/features/analytics.md). */
  analytics: {
    /** ANALYTICS=off counts nothing (the beacon still answers 204). */
    enabled: boolean;
    /** ANALYTICS_RAW_DAYS: raw events are kept this many days; the daily aggregates for ever. */
    rawDays: number;
  };
}

export class ConfigError extends Error {}

/**
 * Trip packs sell only with both Stripe keys (a payment the webhook cannot receive makes no order):
 * with one of them, the site still starts, checkout stays unavailable, and this line says which is
 * missing (logged once at start).
 */
export function stripeKeyWarning({ secretKey, webhookSecret }: Config['stripe']): string | undefined {
  if (Boolean(secretKey) === Boolean(webhookSecret)) return undefined;
  const missing = secretKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
  return `${missing} is not set: trip packs are not on sale until both Stripe keys are set`;
}

/** Parses the environment once. A wrong value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = result.data;
  if (e.OWNER_PASSWORD_RESET && e.OWNER_PASSWORD === undefined) {
    throw new ConfigError(
      'Invalid environment variable OWNER_PASSWORD_RESET: needs OWNER_PASSWORD set to the new password',
    );
  }
  const mail = mailConfigOf(e);
  if (typeof mail === 'string') throw new ConfigError(mail);
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    ownerPassword: e.OWNER_PASSWORD,
    ownerPasswordReset: e.OWNER_PASSWORD_RESET,
    trashDays: e.TRASH_DAYS,
    seedDemo: e.SEED_DEMO,
    siteOnboarded: e.SITE_ONBOARDED,
    siteUrl,
    tileUrl: e.TILE_URL,
    tileUrlDark: e.TILE_URL_DARK,
    geocoderUrl: e.GEOCODER_URL,
    logLevel: e.LOG_LEVEL,
    secure: siteUrl.startsWith('https://'),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    passwordChecksAtOnce: e.PASSWORD_CHECKS_AT_ONCE,
    trustProxy: e.TRUST_PROXY ?? false,
    metricsToken: e.METRICS_TOKEN,
    stopDrainSeconds: e.STOP_DRAIN_SECONDS,
    stopGraceSeconds: e.STOP_GRACE_SECONDS,
    mediaDir: e.MEDIA_DIR ? resolve(e.MEDIA_DIR) : MediaStore.defaultDir(e.DATABASE_URL),
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    checkAnswers: e.API_CHECK_ANSWERS ?? (env.NODE_ENV === 'test' || env.NODE_ENV === 'development'),
    mail,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
    youtube: {
      apiKey: e.YOUTUBE_API_KEY,
      apiUrl: e.YOUTUBE_API_URL.replace(/\/+$/, ''),
      feedUrl: e.YOUTUBE_FEED_URL,
      timeoutMs: e.YOUTUBE_TIMEOUT_MS,
      thumbnailUrl: e.YOUTUBE_THUMBNAIL_URL.replace(/\/+$/, ''),
    },
    tileProxy: { enabled: e.TILE_PROXY, cacheBytes: e.TILE_CACHE_MB * 1024 * 1024 },
    analytics: { enabled: e.ANALYTICS === 'on', rawDays: e.ANALYTICS_RAW_DAYS },
  };
}
