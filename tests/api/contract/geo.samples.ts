import type { geoApi } from '../../../src/shared/api/geo';
import type { PartSamples } from './samples';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };

export const geoSamples: PartSamples<typeof geoApi> = {
  regions: {
    good: () => ({ body: { points: [PARIS, { latitude: 0, longitude: -30 }] } }),
    bad: () => ({ body: { points: [{ latitude: 'north', longitude: 2 }] } }),
  },
  region: {
    good: () => ({ query: PARIS }),
    bad: () => ({ query: { latitude: 91, longitude: 0 } }),
  },
  visitedShapes: {
    good: async ({ owner }) => {
      await owner('POST', '/api/locations', { name: 'Louvre', ...PARIS, status: 'visited' });
      return {};
    },
  },
  worldProgress: { good: () => ({}) },
  worldOutlines: { good: () => ({}) },
  geocode: {
    good: () => ({ query: { q: 'Paris' } }),
    bad: () => ({ query: { q: '' } }),
  },
  reverseGeocode: {
    good: () => ({ query: PARIS }),
    bad: () => ({ query: { latitude: 'x', longitude: 0 } }),
  },
};
