import type { API } from '../../../src/shared/api/index';
import { MEDIA_KIT_FIGURES } from '../../../src/shared/media-kit';
import type { PartSamples } from './samples';

const ON = { enabled: true, indexed: false, figures: [...MEDIA_KIT_FIGURES] };

/** The media kit: read once the owner has turned it on; settings with a figure that does not exist (400). */
export const mediaKitSamples: PartSamples<typeof API.mediaKit> = {
  get: {
    good: async (world) => {
      await world.owner('PUT', '/api/media-kit/settings', ON);
      return {};
    },
  },
  settings: { good: () => ({}) },
  saveSettings: {
    good: () => ({ body: ON }),
    bad: () => ({ body: { ...ON, figures: ['audience', 'salaries'] } }),
  },
};
