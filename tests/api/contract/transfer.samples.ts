import type { transferApi } from '../../../src/shared/api/transfer';
import { createPlace, emptiedSiteArchive, uniqueName } from './owner-setup';
import type { PartSamples } from './samples';

const ZIP = { 'content-type': 'application/zip' };

export const transferSamples: PartSamples<typeof transferApi> = {
  export: {
    good: () => ({ query: { format: 'csv' } }),
    bad: () => ({ query: { format: 'xls' } }),
  },
  exportSelection: {
    good: async (world) => {
      const place = await createPlace(world, uniqueName('Exported by the contract'));
      return { body: { format: 'geojson', ids: [place.id] } };
    },
    bad: () => ({ body: { format: 'kml', ids: [] } }),
  },
  download: {
    good: () => ({ query: { format: 'gpx', type: 'museum' } }),
    bad: () => ({ query: { format: 'pdf' } }),
  },
  archive: { good: () => ({}) },
  restore: {
    good: async (world) => ({ headers: ZIP, payload: await emptiedSiteArchive(world) }),
    bad: () => ({ headers: ZIP, payload: Buffer.from('not a zip') }),
  },
};
