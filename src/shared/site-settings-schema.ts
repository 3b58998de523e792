import { z } from './zod';
import { LIMITS } from './location';
import { NO_NUL, NUL_MESSAGE } from './location-schema';

const EMAIL_MAX = 254;

const label = (required: string, max: number, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong).refine(NO_NUL, NUL_MESSAGE);
const email = () =>
  z.email('Enter a valid email address').max(EMAIL_MAX, `Email is at most ${EMAIL_MAX} characters`);

/** What the owner may edit from the site (the channel card's numbers and links). */
export const SiteSettingsSchema = z.strictObject({
  tagline: label('Tagline is required', 120, 'Tagline is at most 120 characters'),
  channelUrl: z
    .url({ protocol: /^https?$/, error: 'Must be an absolute http(s) link' })
    .max(LIMITS.urlMax, `Links are at most ${LIMITS.urlMax} characters`)
    .refine(NO_NUL, NUL_MESSAGE),
  channelSubscribers: label('Required', 12, 'At most 12 characters'),
  channelVideos: label('Required', 12, 'At most 12 characters'),
  channelViews: label('Required', 12, 'At most 12 characters'),
  contactEmail: email(),
  advertisingEmail: email(),
  sponsorEmail: email(),
});
