import { z } from '../zod';

/**
 * First-party, cookieless analytics (issue 39). A page view is counted by the server for every HTML
 * page it serves, and by the browser's beacon for each client-side navigation after it; the events
 * below are what only the browser sees. Nothing here names a person: the visitor is a hash of the
 * day's salt, the site, the address and the user agent, and the salt is deleted after 48 hours.
 */
export const ANALYTICS_EVENTS = [
  'pageview',
  'place_opened',
  'video_clicked',
  'trip_opened',
  'embed_shown',
  'suggestion_sent',
  'waitlist_joined',
  'contact_sent',
  'buy_clicked',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** The device classes counted (from the user agent). */
export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet', 'other'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The beacon's body, sent with navigator.sendBeacon: at most 4 KB, one event. */
export const BEACON_MAX_BYTES = 4 * 1024;

export const BeaconSchema = z.strictObject({
  type: z.enum(ANALYTICS_EVENTS),
  /** The page's path (and search, whose utm_* parameters are counted), as the address bar has it. */
  path: z.string().startsWith('/').max(1000),
  /** document.referrer on a page view; only its host is kept. */
  referrer: z.string().max(1000).optional(),
  /**
   * What the event is about: a place's or trip's id, a pack's id, or for embed_shown the host of
   * the embedding site.
   */
  target: z.string().min(1).max(253).optional(),
});
export type Beacon = z.output<typeof BeaconSchema>;

/** Raw events are kept this many days (ANALYTICS_RAW_DAYS), then only the daily aggregates stay. */
export const ANALYTICS_RAW_DAYS_DEFAULT = 30;

/** The dimensions the daily aggregates are kept by ('total' has the value ''). */
export const ANALYTICS_DIMENSIONS = [
  'total',
  'path',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'country',
  'device',
  'browser',
  'target',
] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];
