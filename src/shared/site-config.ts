import type { z } from 'zod';
import type { SiteConfigSchema, SiteSettingsSchema } from './site-settings-schema';

/**
 * The one site configuration: brand, links, addresses, prices and channel numbers.
 * Defaults are the spec's; the owner's settings (stored) override the editable ones.
 */
export const SITE_DEFAULTS = {
  brand: 'Fru World',
  tagline: 'Exploring the world, one destination at a time',
  channelUrl: 'https://www.youtube.com/@fruworld',
  channelSubscribers: '1.2K',
  channelVideos: '45',
  channelViews: '50K',
  /** No channel id: the card shows the numbers above and no latest videos. */
  channelId: '',
  contactEmail: 'hello@fruworld.com',
  advertisingEmail: 'ads@fruworld.com',
  sponsorEmail: 'sponsors@fruworld.com',
  ctaHeading: 'Ready for your next adventure?',
  ctaText:
    'Wander the map to find your next destination, or come along on the road with me in my latest videos.',
  ctaMapButton: 'Explore Map',
  ctaVideosButton: 'Watch Adventures',
  /** The figures come from the places; none pinned (seeding the demo sets `spec`: db/seed.ts). */
  figureSource: 'data',
  figurePlaces: '',
  figureCountries: '',
  figureUnesco: '',
  figureParks: '',
  figureVideos: '',
  figureMiles: '',
  sponsorPrices: { bronze: 99, silver: 299, gold: 599 },
  advertisingPrices: { display: 199, sponsored: 399 },
  /** The date the privacy text last changed (not today's date). */
  privacyUpdated: '2026-11-30',
  termsUpdated: '2026-11-01',
} as const;

export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** GET /api/site: everything the client needs to know about this deployment. */
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
