import { z } from './zod';
import { LIMITS } from './location';
import { NO_NUL, NUL_MESSAGE } from './location-schema';
import { FIGURE_KEYS } from './figures';
import { openingViewFields, ReadyViewSchema, requireSetView } from './opening-view';

const EMAIL_MAX = 254;
export const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;

const label = (required: string, max: number, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong).refine(NO_NUL, NUL_MESSAGE);
/** A figure the owner pins by hand ("1,500+"), or empty: the figure comes from the places. */
const pin = () => z.string().trim().max(12, 'A figure is at most 12 characters').refine(NO_NUL, NUL_MESSAGE);
const email = () =>
  z.email('Enter a valid email address').max(EMAIL_MAX, `Email is at most ${EMAIL_MAX} characters`);

/** What the owner may edit from the site (the channel card's numbers and links, the footer band's words). */
export const SiteSettingsSchema = z.strictObject({
  tagline: label('Tagline is required', 120, 'Tagline is at most 120 characters'),
  channelUrl: z
    .url({ protocol: /^https?$/, error: 'Must be an absolute http(s) link' })
    .max(LIMITS.urlMax, `Links are at most ${LIMITS.urlMax} characters`)
    .refine(NO_NUL, NUL_MESSAGE),
  channelSubscribers: label('Required', 12, 'At most 12 characters'),
  channelVideos: label('Required', 12, 'At most 12 characters'),
  channelViews: label('Required', 12, 'At most 12 characters'),
  /**
   * The YouTube channel's id (UC and 22 letters, digits, - or _), or empty: with it the channel card
   * shows the latest videos, and the live numbers when YOUTUBE_API_KEY is set (src/server/channel).
   */
  channelId: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || CHANNEL_ID.test(value),
      'A channel id is UC followed by 22 letters, digits, - or _ (youtube.com/account_advanced shows it)',
    ),
  contactEmail: email(),
  advertisingEmail: email(),
  sponsorEmail: email(),
  /** The band at the foot of every content page: its heading, line and two buttons. */
  ctaHeading: label('Heading is required', 120, 'Heading is at most 120 characters'),
  ctaText: label('Text is required', 300, 'Text is at most 300 characters'),
  ctaMapButton: label('Button text is required', 60, 'Button text is at most 60 characters'),
  ctaVideosButton: label('Button text is required', 60, 'Button text is at most 60 characters'),
  /**
   * Where the marketing copy's figures come from (shared/figures.ts): the places (`data`), or the
   * spec's own words (`spec`, the demo's: seeding the demo places sets it).
   */
  figureSource: z.enum(['data', 'spec'], "Figures come from 'data' or 'spec'"),
  figurePlaces: pin(),
  figureCountries: pin(),
  figureUnesco: pin(),
  figureParks: pin(),
  figureVideos: pin(),
  figureMiles: pin(),
  /** How the home map (and the embed, Reset view, a filter's show all) opens: shared/opening-view.ts. */
  ...openingViewFields,
});

/** PATCH /api/site: some of the settings; a change to a view the owner sets carries its centre and zoom. */
export const SiteSettingsChangesSchema = SiteSettingsSchema.partial()
  .superRefine(requireSetView)
  .meta({ id: 'SiteSettingsChanges' });

const Prices = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, z.number()])) as Record<K, z.ZodNumber>);

/** GET /api/site: everything the client needs to know about this deployment. */
export const SiteConfigSchema = z
  .strictObject({
    ...SiteSettingsSchema.shape,
    brand: z.string(),
    sponsorPrices: Prices(['bronze', 'silver', 'gold']),
    advertisingPrices: Prices(['display', 'sponsored']),
    /** The date the privacy text last changed (not today's date). */
    privacyUpdated: z.string(),
    termsUpdated: z.string(),
    tileUrl: z.string(),
    /** TILE_URL_DARK: the map's tiles in the dark theme; null, the light tiles dimmed. */
    tileUrlDark: z.string().nullable(),
    /** True when GEOCODER_URL is set, so address search can ask it. */
    geocoderConfigured: z.boolean(),
    /** True when SMTP_URL is set: the site emails what it says it sends (a buyer's library link). */
    emailConfigured: z.boolean(),
    /** SITE_URL: the base of canonical and sharing URLs, of embed snippets and of shared links. */
    siteUrl: z.string(),
    /** True while the owner's media kit (/media-kit) is public: /advertise then shows its live figures. */
    mediaKit: z.boolean(),
    /** The home map's first view under the owner's choice, ready to use (shared/opening-view.ts). */
    view: ReadyViewSchema,
    /** The marketing copy's figures as shown: pinned, from the places, or null (the spec's words). */
    figures: z.strictObject(
      Object.fromEntries(FIGURE_KEYS.map((key) => [key, z.string().nullable()])) as Record<
        (typeof FIGURE_KEYS)[number],
        z.ZodNullable<z.ZodString>
      >,
    ),
  })
  .meta({ id: 'SiteConfig' });
