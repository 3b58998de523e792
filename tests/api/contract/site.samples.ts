import type { siteApi } from '../../../src/shared/api/site';
import type { PartSamples } from './samples';

export const siteSamples: PartSamples<typeof siteApi> = {
  get: { good: () => ({}) },
  channel: { good: () => ({}) },
  update: {
    good: () => ({ body: { tagline: 'Exploring the world, one contract at a time' } }),
    bad: () => ({ body: { channelUrl: 'not a link' } }),
  },
  onboarding: { good: () => ({}) },
  saveOnboarding: {
    good: () => ({
      body: { name: 'Fru', email: 'hello@fruworld.com', channelUrl: 'https://www.youtube.com/@fruworld' },
    }),
    bad: () => ({ body: { name: 'Fru' } }),
  },
  onboardLater: { good: () => ({}) },
};
