import type { trashApi } from '../../../src/shared/api/trash';
import { trashedPlace } from './owner-setup';
import type { PartSamples } from './samples';

export const trashSamples: PartSamples<typeof trashApi> = {
  restore: {
    good: async (world) => ({ params: { id: await trashedPlace(world) } }),
    bad: () => ({ params: { id: 'nope' } }),
  },
  list: { good: () => ({}) },
  deleteForever: {
    good: async (world) => ({ params: { id: await trashedPlace(world) } }),
    bad: () => ({ params: { id: 2_000_000_000 } }),
  },
  empty: { good: () => ({}) },
};
