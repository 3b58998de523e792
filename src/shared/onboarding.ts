import { z } from './zod';
import { ProfileUpdateSchema } from './auth-schema';
import { SiteSettingsSchema } from './site-settings-schema';

/**
 * The first sign-in's "make the site yours": the creator's name and email (as Profile Settings
 * takes them) and their channel link (as the site settings take it), all three required.
 */
export const OnboardingSchema = z.strictObject({
  name: ProfileUpdateSchema.shape.name.unwrap(),
  email: ProfileUpdateSchema.shape.email.unwrap(),
  channelUrl: SiteSettingsSchema.shape.channelUrl,
});

export type Onboarding = z.infer<typeof OnboardingSchema>;

/** GET /api/onboarding: whether to ask the signed-in creator to make the site theirs. */
export const OnboardingStatusSchema = z.strictObject({ ask: z.boolean() }).meta({ id: 'OnboardingStatus' });
export type OnboardingStatus = z.infer<typeof OnboardingStatusSchema>;
