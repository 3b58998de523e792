import type { duplicatesApi } from '../../../src/shared/api/duplicates';
import type { Location } from '../../../src/shared/location';
import type { World } from './samples';
import { createPlace, uniqueName } from './owner-setup';
import type { PartSamples } from './samples';

/** Two places of one name 10 m apart. */
async function twins(world: World): Promise<[Location, Location]> {
  const name = uniqueName('Contract twin');
  const a = await createPlace(world, name);
  return [a, await createPlace(world, name, a)];
}

export const duplicatesSamples: PartSamples<typeof duplicatesApi> = {
  list: { good: () => ({}) },
  merge: {
    good: async (world) => {
      const [keep, merge] = await twins(world);
      return {
        body: {
          keepId: keep.id,
          mergeId: merge.id,
          fields: { name: 'keep' },
          versions: { keep: keep.version, merge: merge.version },
        },
      };
    },
    bad: () => ({ body: { keepId: 1, mergeId: 1, versions: { keep: 1, merge: 1 } } }),
  },
  dismiss: {
    good: async (world) => ({ body: { ids: (await twins(world)).map((p) => p.id) } }),
    bad: () => ({ body: { ids: [1] } }),
  },
};
