import type { tagsApi } from '../../../src/shared/api/tags';
import { createTag, uniqueName } from './owner-setup';
import type { PartSamples } from './samples';

export const tagsSamples: PartSamples<typeof tagsApi> = {
  list: { good: () => ({}) },
  create: {
    good: () => ({ body: { name: uniqueName('contract tag') } }),
    bad: () => ({ body: { name: '' } }),
  },
  rename: {
    good: async (world) => ({
      params: { id: await createTag(world) },
      body: { name: uniqueName('renamed tag') },
    }),
    bad: () => ({ params: { id: 'first' }, body: { name: 'anything' } }),
  },
  merge: {
    good: async (world) => ({
      params: { id: await createTag(world) },
      body: { into: await createTag(world) },
    }),
    bad: async (world) => {
      const id = await createTag(world);
      return { params: { id }, body: { into: id } };
    },
  },
  delete: {
    good: async (world) => ({ params: { id: await createTag(world) } }),
    bad: () => ({ params: { id: 2_000_000_000 } }),
  },
};
