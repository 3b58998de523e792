import type { Generated } from 'kysely';
import type { AnalyticsDimension, AnalyticsEvent, DeviceClass } from '#shared/analytics/analytics.ts';

/** One day's salt, shared by every instance; deleted 48 hours after its day began (0017-analytics). */
export interface AnalyticsSaltsTable {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** 32 random bytes, base64url. */
  salt: string;
  createdAt: string;
}

/** One counted page view or event, kept raw for ANALYTICS_RAW_DAYS. */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  /** ISO time, and its UTC day (YYYY-MM-DD). */
  at: string;
  day: string;
  type: AnalyticsEvent;
  /** The path without its search. */
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: DeviceClass;
  /** A browser family ('Chrome', 'Safari', 'Firefox', …) or 'Other'. */
  browser: string;
  /** ISO 3166-1 alpha-2, or null when unknown. */
  country: string | null;
  /** The day's visitor hash (base64url); never an address or a user agent. */
  visitor: string;
  /** What the event is about (a place's or trip's id, an embedding host), or null. */
  target: string | null;
}

/** The daily aggregates, kept for ever: one row per day, event type, dimension and value. */
export interface AnalyticsDailyTable {
  day: string;
  type: AnalyticsEvent;
  dimension: AnalyticsDimension;
  /** The dimension's value ('' for 'total'). */
  value: string;
  count: number;
  /** Distinct visitors that day (their hashes change each day, so days add up). */
  visitors: number;
}

/** How far the aggregation has read analytics_events: the id of the last row counted (0019). */
export interface AnalyticsCursorTable {
  name: string;
  lastId: number;
}

/** A visitor already counted for a value that day: kept for today and yesterday only (0019). */
export interface AnalyticsSeenTable {
  day: string;
  visitor: string;
  type: AnalyticsEvent;
  dimension: AnalyticsDimension;
  value: string;
}

/** The aggregates of a block of `days` days starting on `start` (analytics/blocks.ts, 0019). */
export interface AnalyticsBlocksTable {
  days: number;
  dimension: AnalyticsDimension;
  type: AnalyticsEvent;
  start: string;
  value: string;
  count: number;
  visitors: number;
}
