import type { importsApi } from '../../../src/shared/api/imports';
import { importedBatch, uniqueName } from './owner-setup';
import type { PartSamples } from './samples';

const onePlace = () => ({
  places: [{ name: uniqueName('Sent to the contract'), latitude: 60, longitude: 25, status: 'visited' }],
});
const NO_BATCH = '00000000-0000-4000-8000-000000000000';

export const importsSamples: PartSamples<typeof importsApi> = {
  preview: {
    good: () => ({ body: onePlace() }),
    bad: () => ({ body: { places: 'every place' } }),
  },
  commit: {
    good: () => ({ body: { ...onePlace(), fileName: 'contract.csv' } }),
    bad: () => ({ body: { places: [{ latitude: 1 }] } }),
  },
  progress: {
    good: async (world) => {
      const key = uniqueName('contract import');
      const sent = await world.t.request({
        method: 'POST',
        url: '/api/import',
        cookie: world.cookie,
        headers: { 'idempotency-key': key },
        payload: { ...onePlace(), fileName: 'contract.csv' },
      });
      if (sent.statusCode !== 200) throw new Error(`import: ${sent.statusCode} ${sent.body}`);
      return { query: { key } };
    },
    bad: () => ({ query: { key: 'no\ttab' } }),
  },
  list: { good: () => ({}) },
  undo: {
    good: async (world) => ({ params: { id: await importedBatch(world) }, body: { force: true } }),
    bad: () => ({ params: { id: NO_BATCH }, body: {} }),
  },
  restore: {
    good: async (world) => {
      const id = await importedBatch(world);
      await world.owner('POST', `/api/imports/${id}/undo`, {});
      return { params: { id }, body: {} };
    },
    bad: async (world) => ({ params: { id: await importedBatch(world) }, body: { force: true } }),
  },
};
