import type { suggestionsApi } from '../../../src/shared/api/suggestions';
import { createPlace, suggestion, uniqueName } from './owner-setup';
import type { PartSamples } from './samples';

const NONE = '00000000-0000-4000-8000-000000000000';

export const suggestionsSamples: PartSamples<typeof suggestionsApi> = {
  create: {
    good: () => ({ body: { placeName: uniqueName('Suggested by the contract') } }),
    bad: () => ({ body: { placeName: '' } }),
  },
  list: { good: () => ({}) },
  setRead: {
    good: async (world) => ({ params: { id: await suggestion(world) }, body: { read: true } }),
    bad: async (world) => ({ params: { id: await suggestion(world) }, body: { read: 'yes' } }),
  },
  markAdded: {
    good: async (world) => {
      const place = await createPlace(world, uniqueName('Added from a suggestion'));
      return { params: { id: await suggestion(world) }, body: { locationId: place.id } };
    },
    bad: async (world) => ({ params: { id: await suggestion(world) }, body: { locationId: 2_000_000_000 } }),
  },
  delete: {
    good: async (world) => ({ params: { id: await suggestion(world) } }),
    bad: () => ({ params: { id: NONE } }),
  },
};
