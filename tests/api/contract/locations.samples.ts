import type { locationsApi } from '../../../src/shared/api/locations';
import type { PartSamples, World } from './samples';

interface Created {
  id: number;
  version: number;
}

const PLACE = { name: 'Contract Falls', latitude: 45.5, longitude: -122.6, status: 'visited' } as const;

/** A new place, made through the API, for a route that reads or changes one. */
const newPlace = ({ owner }: World, name = PLACE.name) =>
  owner<Created>('POST', '/api/locations', { ...PLACE, name, address: '1 Contract Road' });

const MISSING = { id: 2_000_000_000 };

export const locationsSamples: PartSamples<typeof locationsApi> = {
  list: {
    good: async (world) => ({ query: { ids: String((await newPlace(world)).id) } }),
    bad: () => ({ query: { limit: 'many' } }),
  },
  map: { good: () => ({}) },
  mapNames: { good: () => ({}) },
  ownerMap: { good: () => ({}) },
  get: {
    good: async (world) => ({ params: { id: (await newPlace(world)).id } }),
    bad: () => ({ params: MISSING }),
  },
  create: {
    good: () => ({ body: { ...PLACE, name: 'Made by the contract test' } }),
    bad: () => ({ body: { ...PLACE, name: '' } }),
  },
  update: {
    good: async (world) => {
      const place = await newPlace(world);
      return {
        params: { id: place.id },
        body: { notes: 'Changed by the contract test' },
        headers: { 'if-match': `"${place.version}"` },
      };
    },
    bad: async (world) => ({ params: { id: (await newPlace(world)).id }, body: { latitude: 100 } }),
  },
  remove: {
    good: async (world) => ({ params: { id: (await newPlace(world)).id } }),
    bad: () => ({ params: MISSING }),
  },
  search: {
    good: () => ({ query: { q: 'contract road' } }),
    bad: () => ({ query: { q: '' } }),
  },
  order: {
    good: () => ({ query: { by: 'added' } }),
    bad: () => ({ query: { by: 'name' } }),
  },
  types: { good: () => ({}) },
  history: {
    good: async (world) => ({ params: { id: (await newPlace(world)).id } }),
    bad: () => ({ params: MISSING }),
  },
  restoreRevision: {
    good: async (world) => {
      const place = await newPlace(world);
      const [created] = await world.owner<{ id: number }[]>('GET', `/api/locations/${place.id}/history`);
      return { params: { id: place.id, revisionId: created!.id } };
    },
    bad: async (world) => ({ params: { id: (await newPlace(world)).id, revisionId: MISSING.id } }),
  },
  bulk: {
    good: async (world) => ({
      body: { action: 'set-status', ids: [(await newPlace(world)).id], value: 'planned' },
    }),
    bad: () => ({ body: { action: 'set-status', ids: [], value: 'planned' } }),
  },
  bulkUndo: {
    good: async (world) => {
      const place = await newPlace(world);
      const done = await world.owner<{ versions: Record<string, number> }>('POST', '/api/locations/bulk', {
        action: 'set-status',
        ids: [place.id],
        value: 'wishlist',
      });
      return { body: { places: [{ id: place.id, version: done.versions[place.id]! }] } };
    },
    bad: () => ({ body: { places: [{ id: MISSING.id, version: 1 }] } }),
  },
};
