import type { Insertable } from 'kysely';
import type { AnalyticsEvent } from '#shared/analytics/analytics.ts';
import type { AnalyticsEventsTable } from './analytics-tables';
import { countryOf } from './country';
import { classifyUserAgent } from './user-agent';
import { utcDay, visitorHash } from './visitor-hash';

/**
 * What one request tells about a page view or an event, held in this instance's memory until the
 * next flush (at most a second): the address and user agent only ever reach the database hashed.
 */
export interface Sighting {
  at: Date;
  type: AnalyticsEvent;
  /** The path as requested, with its search (its utm_* parameters are counted, the rest dropped). */
  url: string;
  /** The Referer header, or the page's document.referrer from the beacon. */
  referrer: string | undefined;
  target: string | null;
  address: string;
  userAgent: string;
  /** The host name the site was reached at: a referrer from it is the site itself. */
  host: string;
  /** A session cookie a page was requested with: counted unless it is the owner's live session. */
  sessionToken: string | undefined;
}

export type EventRow = Insertable<AnalyticsEventsTable>;

const PATH_MAX = 1000;
const UTM_MAX = 200;
const HOST_MAX = 253;

/** The referrer's host name, only when it is another site's; null for none, the site's own or a malformed one. */
export function referrerHost(referrer: string | undefined, siteHosts: string[]): string | null {
  if (!referrer) return null;
  try {
    const { hostname, protocol } = new URL(referrer);
    if (!/^https?:$/.test(protocol) || !hostname || siteHosts.includes(hostname)) return null;
    return hostname.slice(0, HOST_MAX);
  } catch {
    return null;
  }
}

function searchOf(url: string): URLSearchParams {
  const start = url.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : url.slice(start + 1));
}

const utm = (search: URLSearchParams, name: string) => search.get(name)?.trim().slice(0, UTM_MAX) || null;

/** The site's address (SITE_URL) and its host name, worked out once for every row. */
export interface SiteAddress {
  url: string;
  hostname: string;
}

export const siteAddress = (url: string): SiteAddress => ({ url, hostname: new URL(url).hostname });

/** A sighting as the rows are built from it: the owner's views are left out before. */
export type CountedSighting = Omit<Sighting, 'sessionToken'>;

/** The row a sighting becomes, given the day's salt and the site's address. */
export async function eventRow(
  sighting: CountedSighting,
  salt: string,
  site: SiteAddress,
): Promise<EventRow> {
  const { url, userAgent, address } = sighting;
  const search = searchOf(url);
  const { device, browser } = classifyUserAgent(userAgent);
  return {
    at: sighting.at.toISOString(),
    day: utcDay(sighting.at),
    type: sighting.type,
    path: (url.split(/[?#]/)[0] || '/').slice(0, PATH_MAX),
    referrerHost: referrerHost(sighting.referrer, [site.hostname, sighting.host]),
    utmSource: utm(search, 'utm_source'),
    utmMedium: utm(search, 'utm_medium'),
    utmCampaign: utm(search, 'utm_campaign'),
    device,
    browser,
    country: await countryOf(address),
    visitor: visitorHash(salt, site.url, address, userAgent),
    target: sighting.target,
  };
}
