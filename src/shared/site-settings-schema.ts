import { z } from './zod';

/** What the owner may edit from the site (the channel card's numbers and links). */
export const SiteSettingsSchema = z.strictObject({
  tagline: z.string().trim().min(1, 'Tagline is required').max(120, 'Tagline is at most 120 characters'),
  channelUrl: z.url({ protocol: /^https?$/, error: 'Must be an absolute http(s) link' }),
  channelSubscribers: z.string().trim().min(1, 'Required').max(12, 'At most 12 characters'),
  channelVideos: z.string().trim().min(1, 'Required').max(12, 'At most 12 characters'),
  channelViews: z.string().trim().min(1, 'Required').max(12, 'At most 12 characters'),
  contactEmail: z.email('Enter a valid email address'),
  advertisingEmail: z.email('Enter a valid email address'),
  sponsorEmail: z.email('Enter a valid email address'),
});
