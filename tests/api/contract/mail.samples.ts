import type { mailApi } from '../../../src/shared/api/mail';
import type { PartSamples, World } from './samples';

// The email part: the contract's app has SMTP_URL set (to a port nothing listens on), so a
// campaign starts; its emails wait in the outbox, which is not what this test looks at.

const MISSING = { id: 2_000_000_000 };
const CAMPAIGN = { subject: 'Packs are on sale', message: 'The first trip packs are here.' };

const campaignId = async (world: World) => {
  const { campaigns } = await world.owner<{ campaigns: { id: number }[] }>('GET', '/api/mail/campaigns');
  return campaigns[0]?.id ?? (await world.owner<{ id: number }>('POST', '/api/mail/campaigns', CAMPAIGN)).id;
};

export const mailSamples: PartSamples<typeof mailApi> = {
  campaigns: { good: () => ({}) },
  startCampaign: {
    good: () => ({ body: CAMPAIGN }),
    bad: () => ({ body: { subject: 'Two\r\nBcc: everyone@example.com', message: 'Hi' } }),
  },
  campaign: {
    good: async (world) => ({ params: { id: await campaignId(world) } }),
    bad: () => ({ params: MISSING }),
  },
  setCampaignState: {
    good: async (world) => ({ params: { id: await campaignId(world) }, body: { state: 'paused' } }),
    bad: async (world) => ({ params: { id: await campaignId(world) }, body: { state: 'stopped' } }),
  },
};
