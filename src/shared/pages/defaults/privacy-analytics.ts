// Types only: the analytics' module builds zod schemas, which the privacy page's chunk does without.
import type { AnalyticsEvent } from '#shared/analytics/analytics.ts';

/**
 * The words for each event the beacon sends (src/client/lib/beacon.ts): typed by the events'
 * list, so a new event cannot ship without the privacy page naming it.
 */
export const COUNTED_EVENT_WORDS: Record<Exclude<AnalyticsEvent, 'pageview'>, string> = {
  place_opened: 'a place opened',
  video_clicked: 'a video link clicked',
  trip_opened: 'a trip opened',
  embed_shown: "the embedded map shown on another site (with that site's name)",
  suggestion_sent: 'a suggestion sent',
  waitlist_joined: 'the waitlist joined',
  contact_sent: 'a message sent through the contact form',
  buy_clicked: 'a Buy button clicked',
};

const list = (words: readonly string[]) => `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/**
 * What the site's first-party analytics (issue 39) count, for how long, and what they never do:
 * added after the sections the spec lists (whose cookie and analytics lines say the same), its events built from the
 * analytics' list, its figures checked against their configuration (privacy-analytics.test.ts), so
 * the page cannot promise less or more than the code does.
 */
export const WHAT_I_COUNT_HEADING = 'What I Count';

export const WHAT_I_COUNT = `## ${WHAT_I_COUNT_HEADING}

The site counts its own visits on its own server. No analytics company receives anything.

- **Page views:** each page you open, including the pages you move to inside the site without a new page load.
- **Events:** ${list(Object.values(COUNTED_EVENT_WORDS))}.
- **With each one:** the path of the page, the referring site (its name only), campaign tags (utm_source, utm_medium and utm_campaign), the device class (desktop, mobile or tablet), the browser family and the country your IP address points to.
- **Visitors:** a daily visitor hash of your IP address and browser, made with a random salt that is deleted after 48 hours. Your address and browser are never stored, and yesterday's visitor cannot be matched with today's.
- **Cookies:** none, except the owner's sign-in session. Nothing is stored in your browser to recognise you.
- **How long:** raw events are kept for 30 days; after that only daily totals are kept.
- **Global Privacy Control:** when your browser sends Global Privacy Control (Sec-GPC), nothing is counted. The signed-in owner and bots are never counted.`;
