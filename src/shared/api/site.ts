import { OnboardingSchema, OnboardingStatusSchema } from '../onboarding';
import { SiteConfigSchema, SiteSettingsChangesSchema } from '../site-settings-schema';
import { ChannelSchema } from '../channel-schema';
import { OwnerSchema } from './auth';
import { defineRoute, NO_CONTENT } from './define';

const TAG = 'Site';

export const siteApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/site',
    tag: TAG,
    summary:
      "The site's settings (the spec's defaults with the owner's changes), its map tiles and addresses; browsers revalidate it.",
    access: 'anyone',
    response: SiteConfigSchema,
    headers: ['Cache-Control'],
    errors: [],
  }),
  channel: defineRoute({
    method: 'GET',
    path: '/api/channel',
    tag: TAG,
    summary:
      "The channel card: YouTube's figures and their date when YOUTUBE_API_KEY and a channel id are set (refreshed every 6 hours), the owner's otherwise; the latest videos from the channel's feed.",
    access: 'anyone',
    response: ChannelSchema,
    headers: ['Cache-Control'],
    errors: [],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/site',
    tag: TAG,
    summary:
      'Changes some of the site settings (tagline, channel link and numbers, addresses, the opening view); answers them all.',
    access: 'owner',
    body: SiteSettingsChangesSchema,
    response: SiteConfigSchema,
    errors: ['invalid_input'],
  }),
  onboarding: defineRoute({
    method: 'GET',
    path: '/api/onboarding',
    tag: TAG,
    summary: "Whether to ask the signed-in creator to make the site theirs (the first sign-in's questions).",
    access: 'owner',
    response: OnboardingStatusSchema,
    errors: [],
  }),
  saveOnboarding: defineRoute({
    method: 'PUT',
    path: '/api/onboarding',
    tag: TAG,
    summary: "Saves the creator's name, email and channel link together; no browser asks again.",
    access: 'owner',
    body: OnboardingSchema,
    response: OwnerSchema,
    errors: ['invalid_input'],
  }),
  onboardLater: defineRoute({
    method: 'POST',
    path: '/api/onboarding/later',
    tag: TAG,
    summary: 'Keeps the defaults for now; no browser asks again.',
    access: 'owner',
    response: NO_CONTENT,
    status: 204,
    errors: [],
  }),
};
