import type { statsApi } from '../../../src/shared/api/stats';
import type { PartSamples } from './samples';

export const statsSamples: PartSamples<typeof statsApi> = {
  get: {
    good: async ({ owner }) => {
      await owner('POST', '/api/locations', {
        name: 'Stats Bay',
        latitude: 37.8,
        longitude: -122.4,
        status: 'visited',
        country: 'United States',
        visitedAt: '2024-05-01',
      });
      return {};
    },
  },
};
